# Les codes d'iccf : la description de chacun (`iccf rules`) et le texte de `iccf explain CODE`.
# Un message par code, code-NOM : sa valeur est la description, ses attributs les sections de
# l'explication. Termes : locales/GLOSSARY.md. Texte source : locales/en/codes.ftl.

## S001
code-invalid-utf8 = le fichier n'est pas en UTF-8 valide
    .what = Certains octets du fichier ne sont pas du texte UTF-8. Le diagnostic désigne le premier octet fautif ; chaque octet fautif est lu comme une espace, afin que le reste du fichier soit tout de même vérifié.
    .why = Les transcriptions PGN et ICCF s'échangent sous forme de texte UTF-8. Des octets dans un autre encodage (souvent des noms en Latin-1 ou en Windows-1252 dans les balises) s'affichent comme des caractères illisibles dans d'autres programmes.
    .example = {"["}White "M\xfcller"]   (un octet Latin-1 pour le u tréma)
    .fix = Enregistrez le fichier en UTF-8 dans votre éditeur (« Enregistrer avec l'encodage : UTF-8 »).

## S002
code-invalid-square = un chiffre de case vaut 0 ou 9
    .what = En notation numérique, chaque case s'écrit avec deux chiffres, la colonne puis la rangée, chacun de 1 à 8. Un 0 ou un 9 ne peut désigner aucune case.
    .why = Le coup ne peut pas être lu du tout : la partie ne peut donc pas être rejouée au-delà.
    .example = 1. 5259 5755   (59 : il n'y a pas de 9e rangée)
    .fix = Récrivez les chiffres de la case : les colonnes a-h sont 1-8 et les rangées 1-8 sont 1-8 (e2 = 52).

## S003
code-bad-promotion-digit = un chiffre de promotion n'est pas entre 1 et 4
    .what = Un cinquième chiffre après un coup désigne la pièce en laquelle le pion est promu : 1 dame, 2 tour, 3 fou, 4 cavalier. Tout autre chiffre n'a pas de sens.
    .why = La pièce choisie pour la promotion décide de la suite de la partie ; un chiffre faux ne peut pas être deviné.
    .example = 57. 57585   (5 n'est pas une pièce)
    .fix = Écrivez 1 pour une dame, 2 pour une tour, 3 pour un fou ou 4 pour un cavalier (e7-e8=Q s'écrit 57581).

## S004
code-wrong-move-length = un coup n'a pas le bon nombre de chiffres
    .what = Un coup numérique a exactement quatre chiffres (case de départ, case d'arrivée) ou cinq (avec un chiffre de promotion). Celui-ci en a moins ou plus.
    .why = Un chiffre a été oublié ou doublé lors de la copie ; le coup ne peut pas être lu.
    .example = 12. 646 5756   (trois chiffres)
    .fix = Recopiez le coup depuis votre feuille de partie : deux chiffres pour la case que la pièce quitte, deux pour la case qu'elle atteint.

## S005
code-same-square = un coup va d'une case à la même case
    .what = La case de départ et la case d'arrivée du coup sont les mêmes, et il ne peut s'agir ni d'une promotion abrégée ni d'un roque Chess960.
    .why = Aucune pièce ne se déplace sur la case où elle se trouve ; l'une des cases a été mal recopiée.
    .example = 20. 4646 5756
    .fix = Vérifiez le coup sur votre feuille de partie et récrivez les deux cases.

## S006
code-san-move = un coup est écrit en notation algébrique (SAN)
    .what = Le coup est écrit en notation algébrique standard (Nf3, exd5, e8=Q), et non en notation numérique ICCF.
    .why = La notation numérique existe pour que des joueurs sans langue commune lisent les mêmes coups ; mélanger les notations invite aux erreurs de lecture.
    .example = 3. 6125 Nf6
    .fix = Écrivez la case de départ et la case d'arrivée en chiffres (Ng8-f6 s'écrit 7866), ou convertissez toute la partie avec `iccf convert --to iccf`.

## S007
code-coordinate-move = un coup est écrit en notation par coordonnées (e2e4)
    .what = Le coup est écrit avec des lettres pour les colonnes (e2e4, e2-e4, e7e8q), comme le font les moteurs et le protocole UCI, et non en notation numérique.
    .why = La notation numérique écrit les colonnes avec les chiffres 1 à 8 ; les lettres sont lues différemment selon les programmes.
    .example = 1. e2e4 5755
    .fix = Remplacez chaque lettre de colonne par son numéro (a=1 ... h=8) : e2e4 s'écrit 5254, e7e8q s'écrit 57581.

## S008
code-castling-notation = le roque est écrit O-O au lieu du coup du roi
    .what = La notation numérique écrit le roque comme le coup du roi : 5171 et 5131 pour les Blancs, 5878 et 5838 pour les Noirs.
    .why = O-O est de la notation algébrique ; les lecteurs de notation numérique et le serveur de l'ICCF attendent le coup du roi.
    .example = 5. O-O 6857
    .fix = Écrivez le O-O des Blancs 5171 et leur O-O-O 5131 ; le O-O des Noirs 5878 et leur O-O-O 5838.

## S009
code-unterminated-comment = un commentaire {"{"} n'est jamais fermé
    .what = Un commentaire ouvert par {"{"} n'a pas d'accolade fermante {"}"} avant la fin du fichier ou les paires de balise de la partie suivante. Tout ce qui suit l'accolade a été lu comme faisant partie du commentaire.
    .why = Les coups qui suivent l'accolade sont cachés dans le commentaire : d'autres programmes les feront disparaître sans rien dire.
    .example = 40. 1214 {"{"} accolade manquante 6564 41. 1415 6463
    .fix = Ajoutez l'accolade fermante {"}"} là où le commentaire doit finir.

## S010
code-unclosed-variation = une variante ( n'est jamais fermée
    .what = Une variante ouverte par ( n'a pas de ) correspondante avant la fin de la partie.
    .why = Les coups qui suivent la parenthèse sont lus comme faisant partie de la variante, et non de la partie.
    .example = 3. 6125 ( 3. 6134 7866 4. 4244 1-0
    .fix = Ajoutez la ) fermante là où la variante se termine.

## S011
code-unmatched-parenthesis = une ) ne ferme aucune variante
    .what = Une parenthèse fermante apparaît alors qu'aucune variante n'est ouverte.
    .why = Soit la ( ouvrante a été perdue, et les coups de la variante sont lus comme ceux de la partie, soit la ) est une faute de frappe.
    .example = 3. 6125 7866 ) 4. 5171
    .fix = Ajoutez la ( manquante avant le premier coup de la variante, ou supprimez la ).

## S012
code-malformed-tag-pair = une paire de balise est mal formée
    .what = Une paire de balise doit s'écrire [Nom "valeur"] : un nom fait de lettres, de chiffres et de traits de soulignement, une espace, la valeur entre guillemets droits (\" et \\ à l'intérieur), et un crochet fermant. (Norme PGN, section 8.1)
    .why = Les programmes qui lisent le PGN ignorent ou lisent mal les balises mal formées, et avec elles les joueurs, l'épreuve ou le résultat.
    .example = {"["}White "Smith, J]
    .fix = Ajoutez le guillemet ou le crochet qui manque ; mettez la valeur entre guillemets droits.

## S013
code-duplicate-tag = un nom de balise apparaît deux fois dans une partie
    .what = Le même nom de balise apparaît plus d'une fois dans la section des paires de balise d'une même partie. (Norme PGN, section 8.1 : un nom de balise apparaît au plus une fois.)
    .why = Les programmes ne gardent qu'une des valeurs, et pas toujours la même.
    .example =
        {"["}White "Smith"]
        {"["}White "Jones"]
    .fix = Gardez une seule des deux paires de balise.

## S014
code-move-number-out-of-sequence = un numéro de coup ne suit pas les coups précédents
    .what = Le numéro de coup indique un autre coup que le compte des coups qui le précèdent (1. 5254 5755 3. 7163 : le troisième numéro devrait être 2). Les numéros suivants sont comptés à partir du numéro écrit, de sorte qu'un coup omis ou écrit deux fois n'est signalé qu'une fois (ici, avec l'erreur de l'échiquier sur le coup qui ne s'accorde plus), et que des numéros décalés d'un demi-coup ne donnent qu'un signalement ; quand le numéro suivant s'accorde avec le compte d'avant le numéro faux, celui-ci n'était qu'une faute d'écriture et le compte reprend. Une variante qui s'ouvre sur un coup des Noirs là où elle remplace un coup des Blancs (4. 3647 ( 4... 5847 )) est aussi signalée ici : une variante est une alternative au coup qui précède sa (, et non la réponse à ce coup. Une FEN dont le numéro de coup est 0 permet de numéroter les coups à partir de 0 ou de 1.
    .why = Soit un coup manque ou est doublé, soit le numéro a été mal tapé ; un arbitre doit savoir lequel.
    .example = 1. 5254 5755 3. 7163
    .fix = Écrivez le numéro attendu, ou ajoutez le coup qui manque.

## S015
code-stray-character = un caractère égaré
    .what = Un caractère qui n'a aucun sens dans une transcription numérique, comme @, & ou ~, souvent collé à un coup.
    .why = Il peut cacher un chiffre mal tapé ; d'autres programmes peuvent rejeter toute la partie.
    .example = 12. 5254& 5755
    .fix = Supprimez le caractère, ou placez les remarques entre accolades {"{"} {"}"}.

## S016
code-unexpected-text = du texte qui ne fait pas partie de la notation
    .what = Des mots entre les coups qui ne sont ni des coups, ni des numéros de coup, ni des commentaires, ni un résultat, comme « Mon coup » ou une glose après une flèche. Une ligne de prose (le texte d'un e-mail envoyé avec la partie, « Envoyé le 20/09 ; reçu le 21/09 ») est signalée une seule fois, de son premier mot à la fin de sa ligne, quand rien dans le reste de la ligne ne se lit comme un coup : les nombres qu'elle contient ne sont lus ni comme des coups ni comme des numéros de coup.
    .why = D'autres programmes arrêtent de lire la partie à cet endroit ou l'écartent.
    .example = Mon coup 8171
    .fix = Placez les remarques entre accolades {"{"} {"}"}, ou supprimez-les. `iccf check --fix` met une ligne de prose entre accolades.

## S017
code-nonstandard-result = un résultat est écrit de façon non standard
    .what = Le résultat est écrit ½-½, 1:0 ou sous une autre forme : avec des espaces autour du tiret (1 - 0, 1/2 - 1/2, 1-  0), avec un tiret demi-cadratin, un tiret cadratin ou un signe moins (1–0, ½–½, 1−0), sous la forme 0.5-0.5, ou suivi d'un point. Il est lu comme le résultat qu'il écrit, à la fin du texte des coups ou avant la partie suivante. La norme PGN (section 8.2.6) n'admet que 1-0, 0-1, 1/2-1/2 et *.
    .why = Les bases de données et les programmes de classement ne lisent que les formes standard.
    .example = 40. 5171 ½-½
    .fix = Écrivez 1/2-1/2 pour une nulle, 1-0 ou 0-1 pour une victoire (`iccf check --fix` le fait).

## S018
code-invalid-nag = un NAG n'est pas entre $0 et $255
    .what = Un glyphe d'annotation numérique (NAG) est un $ suivi d'un nombre de 0 à 255 (norme PGN, section 8.2.4).
    .why = D'autres programmes rejettent la partie ou font disparaître l'annotation.
    .example = 12. 5254 $300
    .fix = Utilisez un NAG de 0 à 255 ($1 bon coup, $2 erreur, ...), ou écrivez la remarque entre accolades {"{"} {"}"}.

## S019
code-null-move = un coup nul
    .what = Un coup nul (--, Z0, 0000) passe le trait sans jouer. Il sert dans l'analyse, jamais dans une partie jouée, et la notation numérique n'a aucun moyen de l'écrire.
    .why = La partie ne peut pas être rejouée au-delà comme une partie d'échecs.
    .example = 12. 5254 -- 13. 6163
    .fix = Remplacez-le par le coup qui a été joué, ou placez l'analyse dans une variante ( ).

## S020
code-missing-termination-marker = une partie se termine sans résultat
    .what = Le texte des coups de la partie se termine (à la fin du fichier ou aux paires de balise de la partie suivante) sans marqueur de fin de partie : 1-0, 0-1, 1/2-1/2 ou *. (Norme PGN, section 8.2.6.)
    .why = Les programmes qui lisent le PGN peuvent fusionner cette partie avec la suivante.
    .example =
        {"["}Event "?"]

        1. 5254 5755

        {"["}Event "?"]
    .fix = Terminez le texte des coups par le résultat, ou par * si la partie est encore en cours.

## S021
code-result-in-variation = un résultat dans une variante
    .what = Un marqueur de fin de partie (1-0, 0-1, 1/2-1/2, *) apparaît dans une variante ( ).
    .why = Le résultat se place après le dernier coup de la partie ; dans une variante, il ne termine rien.
    .example = 3. 6125 ( 3. 6134 1-0 ) 3... 1716
    .fix = Supprimez-le, ou écrivez la remarque sous forme de commentaire {"{"} les Blancs gagnent {"}"}.

## S022
code-misplaced-tag-pair = une paire de balise au milieu d'une suite de coups
    .what = Une paire de balise apparaît parmi les coups, et non au début d'une ligne avant une partie.
    .why = Les paires de balise appartiennent à la section des balises en tête de la partie (norme PGN, section 8.1).
    .example = 1. 5254 5755 [White "Smith"] 2. 7163
    .fix = Déplacez la paire de balise en tête de la partie.

## S023
code-dangling-move-number = un numéro de coup sans coup après lui
    .what = Un numéro de coup est suivi d'un autre numéro de coup, d'un résultat ou de la fin de la partie, sans coup ; ou des points seuls tiennent la place du coup des Noirs à la fin de la partie (`3. 6125 ... *`, la place vide d'un modèle).
    .why = Un coup a peut-être été perdu lors de la copie.
    .example = 21. 5171 22. 1-0
    .fix = Ajoutez le coup qui manque, ou supprimez le numéro ou les points.

## S024
code-variation-too-deep = des variantes imbriquées trop profondément
    .what = Une ( ouvre une variante à plus de 64 niveaux de profondeur. La variante et tout ce qu'elle contient sont gardés comme texte et ne sont pas lus comme des coups.
    .why = Aucune partie annotée n'imbrique des variantes aussi profondément ; un tel texte est en général une suite de parenthèses égarées, et le lire produirait une erreur par niveau.
    .example = 1. 5254 ((((((((... 64 de plus ... 5755
    .fix = Vérifiez les parenthèses : chaque ( demande sa ), et les variantes dépassent rarement quelques niveaux.

## S025
code-misplaced-result = un résultat au milieu de la partie
    .what = Un marqueur de fin de partie (1-0, 0-1, 1/2-1/2, *) est suivi, sur sa ligne, d'autres coups de la même partie (le numéro de coup qui vient ensuite, ou un coup numérique).
    .why = Les programmes qui lisent le PGN terminent la partie au résultat et perdent les coups qui le suivent, ou les lisent comme une nouvelle partie.
    .example = 12. 5254 1-0 12... 5755 13. 7163
    .fix = Placez le résultat après le dernier coup de la partie, ou supprimez-le.

## S026
code-not-a-result = un score ou une évaluation se trouve à la place du résultat
    .what = Le texte des coups se termine par quelque chose qui ressemble à un résultat mais n'en est pas un : un score comme 2-0 ou 0-2, ou un signe d'évaluation comme +- (avantage décisif des Blancs) ou -+ à la fin de la partie. Une partie se termine par 1-0, 0-1, 1/2-1/2 ou * (norme PGN, section 8.2.6). (Les graphies approximatives d'un vrai résultat, comme 1 - 0, 1–0 ou 0.5-0.5, relèvent de S017 nonstandard-result.)
    .why = Les programmes qui lisent le PGN prennent ces caractères pour des coups ou du texte égaré, et la partie reste sans résultat ; quel résultat était voulu, c'est à un humain de le dire.
    .example = 41. 7172 5848 2-0
    .fix = Écrivez 1-0 si les Blancs ont gagné, 0-1 si les Noirs ont gagné, 1/2-1/2 pour une nulle, ou * si la partie n'est pas terminée.

## S027
code-check-before-promotion = un signe d'échec précède la promotion d'un coup algébrique
    .what = Un coup algébrique (SAN) avec promotion porte son signe d'échec avant la promotion : gxh1+=Q au lieu de gxh1=Q+. La norme PGN (section 8.2.3.8) place la promotion juste après la case d'arrivée et le signe d'échec tout à la fin. Le coup est lu tel qu'il est écrit, avec la promotion.
    .why = Les lecteurs PGN stricts s'arrêtent au signe d'échec et signalent le reste (=Q) comme du texte égaré : la partie ne peut donc pas être lue à cet endroit.
    .example = 9. Qxh7 gxh1+=Q
    .fix = Placez le signe d'échec à la fin : gxh1=Q+.

## S028
code-malformed-promotion = la promotion d'un coup algébrique n'est pas écrite =Q
    .what = Un coup algébrique (SAN) avec promotion écrit la nouvelle pièce en lettre minuscule (bxa1=q), entre parenthèses (bxa1(Q)) ou après une barre oblique (bxa1/Q). La norme PGN (section 8.2.3.6) écrit = et la lettre majuscule de la pièce juste après la case d'arrivée : bxa1=Q. Le coup est lu comme cette promotion, et la partie est rejouée. Un roi ou un pion comme nouvelle pièce ne relève pas de cet avertissement mais de impossible-promotion-piece (B022).
    .why = Les lecteurs PGN stricts s'arrêtent à la promotion : un q minuscule n'est pas une lettre de pièce, ( ouvre une variante et / ne fait partie d'aucun coup ; la partie ne peut donc pas être lue à cet endroit.
    .example = 57. bxa1(Q)
    .fix = Écrivez = et la lettre majuscule : bxa1=Q (`iccf check --fix` le fait).

## S029
code-promotion-letter = la promotion d'un coup numérique est écrite par une lettre
    .what = Un coup numérique avec promotion écrit la nouvelle pièce sous la forme d'un cinquième chiffre : 1 dame, 2 tour, 3 fou, 4 cavalier. Celui-ci l'écrit par une lettre après les quatre chiffres (6768Q, 6768=Q, 6768q). Le coup est lu comme cette promotion, et la partie est rejouée.
    .why = La notation numérique existe pour que des joueurs sans langue commune lisent les mêmes coups ; les lettres des pièces diffèrent d'une langue à l'autre, et les lecteurs de notation numérique s'arrêtent à la lettre.
    .example = 45. 6768Q
    .fix = Écrivez le chiffre de la pièce à la place de la lettre : 67681 (`iccf check --fix` le fait).

## S035
code-legacy-encoding = le fichier n'est pas en UTF-8 et a été lu en Windows-1252
    .what = Certains octets du fichier ne sont pas en UTF-8. Avec `--encoding auto` (par défaut), chaque partie dont les octets ne sont pas en UTF-8 est lue en Windows-1252, l'encodage de la plupart des anciennes archives PGN (il contient toutes les lettres du Latin-1, si bien que des noms comme Sören ou Østberg se lisent correctement). L'avertissement est donné une fois par fichier, au premier octet de ce type, et nomme l'encodage utilisé.
    .why = D'autres programmes peuvent lire les mêmes octets autrement et afficher des caractères illisibles dans les noms et les commentaires. Les positions dans la sortie comptent toujours les octets du fichier tel qu'il est sur le disque, et `iccf fmt` et `--fix` réécrivent le fichier dans l'encodage dans lequel il a été lu.
    .example = {"["}White "M\xfcller"]   (l'octet 0xFC est le u tréma en Windows-1252 et en Latin-1)
    .fix = Enregistrez le fichier en UTF-8, ou indiquez son encodage avec --encoding latin1 ou --encoding windows-1252 (aucun avertissement n'est alors donné). Autorisez le code (--allow legacy-encoding) si l'archive doit rester dans son encodage.

## S036
code-empty-file = aucune partie dans ce fichier
    .what = Le fichier ne contient aucune partie : il est vide, ou ne contient que des lignes vides et des espaces.
    .why = Un fichier de transcription vide vient en général d'un enregistrement ou d'une exportation qui a échoué, ou bien ce n'est pas le bon fichier qui a été donné.
    .example = (un fichier de zéro octet)
    .fix = Vérifiez que c'est le bon fichier qui a été donné et qu'il a été enregistré avec ses parties ; supprimez-le s'il ne sert pas.

## S037
code-html-markup = du balisage HTML ou une entité HTML dans le texte
    .what = Le texte contient du HTML : des balises HTML comme <br />, </p> <p> ou <span ...>, des commentaires HTML, ou des entités comme &nbsp; et &#8203;. Une transcription copiée depuis le code source d'une page web, un billet de blog ou un forum les apporte souvent avec elle. Ils sont sautés comme s'il s'agissait d'espaces, et les coups qui les entourent sont lus et vérifiés. Signalé une fois par partie, au premier élément, avec le nombre des autres.
    .why = D'autres programmes lisent le balisage comme des coups ou des caractères égarés : un <br /> à chaque fin de ligne peut couper une partie en plusieurs, et &nbsp; peut avaler les coups qui le suivent.
    .example =
        1. 5254 5755<br />
        2. 7163&nbsp;2836 *
    .fix = Supprimez le balisage (`iccf check --fix` le fait), ou copiez la transcription depuis la page en texte brut.

## S038
code-invisible-character = un caractère invisible se trouve dans le texte
    .what = Le texte contient un caractère qui n'occupe aucune place à l'écran : une espace sans chasse (U+200B), un liant ou un antiliant sans chasse (U+200D, U+200C), un gluon de mots (U+2060), un trait d'union conditionnel (U+00AD), une marque de direction du texte (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), ou une indication d'ordre des octets (U+FEFF) après le début du fichier. Les pages web en placent à l'intérieur des mots longs, et la concaténation de fichiers laisse des indications d'ordre des octets en leur milieu. Le coup qui en contient un est lu comme si le caractère n'y était pas. Signalé une fois par partie, au premier, désigné par son code Unicode.
    .why = La transcription paraît juste à l'écran, mais d'autres programmes lisent `71<U+200B>63` comme deux coups faux, et une recherche du coup ne le trouve pas.
    .example = 2. 71​63 2836
    .fix = Supprimez le caractère (`iccf check --fix` le fait) ; un éditeur qui affiche les caractères invisibles le trouve.

## S039
code-punctuation-between-moves = des coups séparés par des virgules, des points-virgules ou des barres obliques
    .what = Les coups sont séparés par des virgules (5254, 5755, 7163), des points-virgules (5254; 5755;) ou des barres obliques (5254/5755) au lieu d'espaces, comme dans une liste tapée dans un e-mail ou un tableur. Chacun de ces signes est lu comme une espace. Signalé une fois par partie.
    .why = Le PGN sépare les coups uniquement par des blancs ; d'autres programmes lisent chaque virgule ou barre oblique comme un caractère égaré, et un point-virgule comme le début d'un commentaire qui cache le reste de la ligne.
    .example = 5254,5755,7163,2836 *
    .fix = Écrivez une espace à la place de chaque virgule (`iccf check --fix` le fait).

## S040
code-letter-for-digit = une lettre se trouve à la place d'un chiffre d'un coup numérique
    .what = Un coup numérique contient une lettre qui ressemble à un chiffre : S ou s pour 5, O, o ou D pour 0, l, I ou | pour 1, B pour 8, Z ou z pour 2, G ou b pour 6, g ou q pour 9. Le texte reconnu par OCR sur une feuille de partie numérisée, et les coups tapés à la main, en contiennent. Le coup est lu avec le chiffre à la place de la lettre, et vérifié sur l'échiquier. Un numéro de coup peut aussi en contenir (`l.`, `1O.`) : il est lu comme son nombre quand le compte des coups attend ce nombre et qu'un coup le suit. Les chiffres pleine chasse (`７１６３`, `２．`), tels que les tapent les claviers chinois, japonais et coréens, sont lus de la même façon.
    .why = Une lettre ne fait pas partie d'un coup numérique : d'autres programmes s'y arrêtent, et le coup peut être lu comme deux coups faux.
    .example = 2. 7l63 28S6
    .fix = Écrivez le chiffre (`iccf check --fix` le fait) ; vérifiez sur la feuille de partie que le chiffre lu est bien celui qui a été écrit.

## B001
code-empty-from-square = aucune pièce ne se trouve sur la case de départ
    .what = Le coup part d'une case sur laquelle aucune pièce ne se trouve dans la position atteinte par les coups précédents.
    .why = Un chiffre a été mal tapé, ou un coup antérieur de la partie a été omis ou mal recopié.
    .example = 1. 5254 5755 2. 5354   (e3 est vide)
    .fix = Vérifiez la case de départ sur votre feuille de partie ; l'aide du diagnostic donne les coups légaux et la position (FEN).

## B002
code-opponent-piece = le coup joue une pièce de l'adversaire
    .what = La pièce sur la case de départ appartient au joueur qui n'a pas le trait.
    .why = En général, deux coups ont été intervertis, ou un coup de l'un des camps manque.
    .example = 1. 5254 5253
    .fix = Vérifiez l'ordre des coups et les numéros de coup autour de celui-ci.

## B003
code-unreachable-square = la pièce ne peut pas aller sur cette case
    .what = La pièce sur la case de départ ne peut pas atteindre la case d'arrivée : elle ne se déplace pas ainsi, ou une autre pièce barre le chemin.
    .why = Un chiffre de la case d'arrivée a été mal tapé, ou la position diffère de ce que pensait l'auteur de la transcription.
    .example = 1. 7163 5755 2. 6354   (un cavalier en f3 ne peut pas atteindre e4)
    .fix = Vérifiez la case d'arrivée ; l'aide du diagnostic indique où cette pièce peut aller.

## B004
code-own-piece-on-destination = la case d'arrivée porte une pièce du même camp
    .what = La case d'arrivée est occupée par une pièce du camp qui joue ; une pièce ne peut pas prendre une pièce de son propre camp.
    .why = Un chiffre a été mal tapé ou un coup antérieur est faux.
    .example = 1. 5152
    .fix = Vérifiez la case d'arrivée ; l'aide du diagnostic indique où cette pièce peut aller.

## B005
code-king-in-check = le coup laisse ou met son propre roi en échec
    .what = Après le coup, le roi du camp qui joue serait attaqué. Le diagnostic marque la pièce qui donne échec.
    .why = Aucun coup légal ne laisse son propre roi en échec ; ce coup ou un coup antérieur est faux.
    .example = 1. 5254 5755 2. 6263 4185 3. 4152   (la dame en h4 donne toujours échec)
    .fix = Vérifiez le coup ; l'aide du diagnostic donne les coups légaux de la pièce.

## B006
code-illegal-castling = le roque n'est pas permis ici
    .what = Le coup du roi se lit comme un roque, mais le roque n'est pas permis : le roi ou la tour a déjà joué (plus de droit de roque), une pièce se trouve entre eux, ou le roi est en échec, traverse une case attaquée ou arrive sur une case attaquée.
    .why = Ce coup, ou un coup antérieur, a été mal recopié.
    .example = 1. 5254 5755 2. 5171
    .fix = Vérifiez le coup ainsi que les coups du roi et de la tour qui le précèdent.

## B007
code-en-passant-unavailable = la prise en passant n'est pas possible ici
    .what = Un pion se déplace en diagonale vers une case vide, ce qui n'est légal que comme prise en passant, juste après que le pion adverse l'a dépassé en avançant de deux cases.
    .why = La case d'arrivée ou un coup antérieur est faux.
    .example = 1. 5254 4745 2. 5445 3736 3. 5546
    .fix = Vérifiez le coup ; la prise en passant n'est possible qu'au coup qui suit immédiatement.

## B008
code-missing-promotion-digit = un pion atteint la dernière rangée sans chiffre de promotion
    .what = Le coup amène un pion sur la dernière rangée ; il doit donc indiquer par un cinquième chiffre la pièce que devient le pion.
    .why = La partie ne peut pas continuer sans connaître la nouvelle pièce.
    .example = 45. 4748   (quelle pièce ?)
    .fix = Ajoutez le chiffre de promotion : 1 dame, 2 tour, 3 fou, 4 cavalier (47481 = d8=Q).

## B009
code-unexpected-promotion-digit = un chiffre de promotion sur un coup sans promotion
    .what = Le coup a un cinquième chiffre, mais il n'amène pas de pion sur la dernière rangée.
    .why = Un chiffre a été ajouté par erreur, ou ce n'est pas le coup voulu.
    .example = 1. 52541
    .fix = Supprimez le cinquième chiffre, ou vérifiez le coup.

## B010
code-short-promotion = une promotion écrite sous la forme non standard à 4 chiffres
    .what = Le coup est une promotion écrite avec quatre chiffres : la case de départ, la colonne d'arrivée et le chiffre de promotion (6762 = f7-f8=R). La norme ICCF en écrit cinq : 67682.
    .why = La forme à 4 chiffres est ambiguë : 6762 se lit aussi f7-f2, et seule la position permet de les distinguer.
    .example = 55. 6762
    .fix = Écrivez la case d'arrivée complète et le chiffre de promotion : 6762 devient 67682 (`iccf check --fix` le fait).

## B011
code-move-after-game-end = un coup après le mat ou le pat
    .what = La position avant ce coup est déjà mat ou pat : la partie est donc terminée.
    .why = Les coups qui suivent ne peuvent pas avoir été joués ; des coups ont probablement été ajoutés ou recopiés d'une autre partie.
    .example = 4. 8567 5878   (après le coup du berger)
    .fix = Supprimez les coups qui suivent la fin de la partie, ou vérifiez les coups qui la précèdent.

## B012
code-result-contradicts-position = le résultat contredit la position finale
    .what = La partie se termine sur l'échiquier, mais le résultat (marqueur de fin de partie ou balise Result) dit autre chose : le mat décide de la partie ; le pat et une position morte, où aucun des deux camps n'a le matériel pour mater (roi contre roi, roi et fou ou cavalier contre roi ; Règles du jeu d'échecs de la FIDE, article 5.2.2), la rendent nulle. C'est signalé une fois par partie, sur le résultat qui suit les coups quand c'est lui qui est faux (une balise Result fausse à côté de lui est marquée dans le même signalement), sinon sur la balise Result.
    .why = L'échiquier décide de ces parties : une transcription dont le résultat dit autre chose est fausse, et les tableaux croisés et les classements compteraient le mauvais résultat.
    .example =
        4. 8567 0-1   (les Blancs sont mats)
        {"["}FEN "k7/8/8/8/8/8/6q1/7K w - - 0 1"] 1. 8172 1-0   (roi contre roi)
    .fix = Écrivez le résultat que donne l'échiquier : 1-0 ou 0-1 pour un mat, 1/2-1/2 pour un pat ou une position morte.

## B013
code-wrong-check-mark = un signe d'échec ou de mat est faux
    .what = Le coup porte + mais ne donne pas échec, ou # mais n'est pas mat.
    .why = La notation numérique n'a pas besoin de ces signes ; un signe faux laisse penser que le coup n'est pas celui qui était voulu.
    .example = 1. 5254+
    .fix = Supprimez le signe (la notation numérique ne les utilise pas), ou vérifiez le coup.

## B014
code-invalid-fen = la balise FEN n'est pas une position valide
    .what = La partie commence à partir de la position de sa balise FEN, et cette FEN ne peut pas être lue ou n'est pas une position légale (tous les problèmes sont indiqués).
    .why = Aucun des coups de la partie ne peut être vérifié sans position de départ.
    .example =
        {"["}SetUp "1"]
        {"["}FEN "8/8/8/8/8/8/8/8 w - - 0 1"]
    .fix = Recopiez la FEN depuis la source de la partie.

## B015
code-ambiguous-castling = un coup de roi en Chess960 se lit comme roque et comme coup de roi
    .what = En Chess960, le coup du roi se lit ici à la fois comme un roque (le roi arrive sur sa case de roque) et comme un coup ordinaire du roi d'une case. Il est pris pour un roque.
    .why = Les deux lectures mènent à des positions différentes ; celui qui écrit doit dire lequel des deux a été joué.
    .example = {"["}Variant "Chess960"] ... 6171   (roi en f1, tour en h1)
    .fix = Écrivez le roque comme le coup du roi sur sa propre tour (6181), qui n'a qu'une seule lecture.

## B016
code-unsupported-variant = la variante d'échecs de la partie n'est pas vérifiée
    .what = La balise Variant désigne une variante d'échecs autre que les échecs classiques ou le Chess960 : les coups ne sont donc pas vérifiés sur un échiquier.
    .why = Seule la notation de cette partie a été vérifiée.
    .example = {"["}Variant "Crazyhouse"]
    .fix = Rien à corriger ; vérifiez les coups avec un programme qui connaît cette variante.

## B017
code-ambiguous-move = un coup algébrique est ambigu
    .what = Dans une partie PGN (SAN), le coup nomme une pièce et une case, mais deux pièces de ce type ou plus peuvent y aller (Nd7 quand des cavaliers en b8 et en f6 peuvent tous deux atteindre d7).
    .why = Le coup ne peut pas être rejoué sans deviner quelle pièce a joué.
    .example = 1. Nf3 Nf6 2. Nc3 Nc6 3. Nd5 Nd4 4. Ne5 Nb5 5. Nd3   (quel cavalier ?)
    .fix = Ajoutez la colonne ou la rangée de la pièce qui a joué (Nfd3), ou écrivez le coup en notation numérique, qui ne connaît pas cette ambiguïté.

## B018
code-piece-does-not-move = un coup laisse sa pièce sur sa case
    .what = La case de départ et la case d'arrivée du coup sont les mêmes. Les chiffres se lisent aussi autrement, comme une promotion à 4 chiffres (5252 = e2-e1=R pour les Noirs) ou comme un roque Chess960 avec le roi déjà sur sa case de roque (7171), mais aucune de ces lectures n'est possible dans la position : aucune pièce ne bouge.
    .why = Aucune pièce ne se déplace sur la case où elle se trouve ; l'une des cases a été mal recopiée.
    .example = 1. 7163 5755 2. 7171   (échecs classiques : de g1 à g1)
    .fix = Vérifiez le coup sur votre feuille de partie et récrivez les deux cases ; l'aide du diagnostic indique où la pièce peut aller.

## B019
code-null-move-in-check = un coup nul en étant en échec
    .what = Dans une entrée PGN, un coup nul (--, Z0) passe le trait. Le camp qui a le trait est en échec : passer laisserait son roi en échec, et la partie ne peut pas être rejouée au-delà.
    .why = Un coup nul en étant en échec ne donne aucune position d'échecs ; ce coup ou un coup antérieur a été mal recopié.
    .example = 1. e4 f6 2. Qh5+ --
    .fix = Écrivez le coup qui a été joué à la place du coup nul.

## B020
code-moves-not-checked = coups non vérifiés sur l'échiquier après un coup illisible
    .what = L'échiquier rejoue les coups de chaque ligne dans l'ordre. Il s'est arrêté à un coup qui ne peut pas être lu comme un coup (l'erreur de syntaxe sur ce coup dit pourquoi) : ce coup-ci et ceux qui le suivent dans sa ligne n'ont donc pas été vérifiés. Quand le coup est un coup légal écrit dans une autre notation (SAN, coordonnées), la note donne sa forme numérique.
    .why = Une transcription dont des coups n'ont pas été vérifiés peut cacher des coups illégaux ; la note dit combien de coups restent non vérifiés.
    .example = 1. 5254 5755 2. Nf3 2836 3. 6125   (Nf3 s'écrit 7163 ; deux coups non vérifiés après lui)
    .fix = Corrigez le coup (sa forme numérique est dans l'aide, quand il y en a une) et vérifiez à nouveau.

## B021
code-castling-onto-rook = un roque des échecs classiques écrit sous la forme Chess960
    .what = En échecs classiques, le coup amène le roi sur sa propre tour dans le coin (5181, 5111, 5888, 5818). C'est ainsi que le Chess960 écrit le roque ; les échecs classiques écrivent le coup du roi vers sa case de roque (5171, 5131, 5878, 5838). Le coup est lu comme un roque.
    .why = Les programmes qui lisent les échecs classiques refusent le roi sur sa propre tour, et un lecteur peut le prendre pour une erreur.
    .example = 5. 5181   (petit roque : 5171)
    .fix = Écrivez le roque comme le coup du roi vers sa case de roque : 5181 devient 5171 (`iccf check --fix` le fait).

## B022
code-impossible-promotion-piece = un pion est promu en roi ou en pion
    .what = Dans une entrée PGN, le coup promeut un pion en roi ou en pion (bxa1=K). Un pion est promu en dame, en tour, en fou ou en cavalier de sa couleur.
    .why = La nouvelle pièce ne peut pas être devinée ; la partie ne peut pas être rejouée au-delà.
    .example = 57. bxa1=K
    .fix = Écrivez la pièce que le pion est devenu : =Q, =R, =B ou =N (en notation numérique, le cinquième chiffre 1, 2, 3 ou 4).

## B023
code-impossible-castling-right = un droit de roque de la FEN n'a pas de roi ou de tour
    .what = Une lettre du champ de roque de la FEN (K, Q, k, q ou une lettre de colonne) désigne un droit de roque, mais le roi ou la tour dont il a besoin ne se trouve pas sur sa case (q sans tour noire en a8). La partie est rejouée sans ce droit, comme le lit python-chess.
    .why = La FEN a probablement été mal recopiée ; un programme strict sur la FEN rejette la partie.
    .example = {"["}FEN "1q2kb1r/8/8/8/8/8/8/4K3 w q - 0 1"]   (pas de tour noire en a8)
    .fix = Supprimez la lettre du champ de roque de la FEN (écrivez - quand il ne reste aucun droit), ou corrigez la position.

## B024
code-impossible-en-passant-square = une case de prise en passant de la FEN qu'aucun coup de pion n'explique
    .what = Le champ de prise en passant de la FEN désigne une case, mais aucun pion ne peut venir de la dépasser en avançant de deux cases : la case n'est pas sur la bonne rangée pour le camp qui a le trait, aucun pion de l'autre camp ne se trouve devant elle, ou les cases qu'il a traversées sont occupées. La partie est rejouée sans elle, comme le lit python-chess.
    .why = La FEN a probablement été mal recopiée ; un programme strict sur la FEN rejette la partie.
    .example = {"["}FEN "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"]
    .fix = Écrivez - dans le champ de prise en passant de la FEN, ou corrigez la position.

## B025
code-fen-move-number-zero = le numéro de coup de la FEN est 0
    .what = Le dernier champ d'une FEN est le numéro du prochain coup, qui commence à 1 (norme PGN, section 16.1.3.6). Cette FEN écrit 0 ; les programmes le lisent comme 1. Les coups numérotés à partir de 0 dans le texte des coups ne sont pas hors séquence, puisqu'ils suivent la FEN telle qu'elle est écrite.
    .why = D'autres programmes numérotent les coups de la partie à partir de 1 : les numéros de coup du fichier et ceux de leur sortie diffèrent.
    .example =
        {"["}FEN "8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 w - - 0 0"]

        0. 8717
    .fix = Écrivez 1 comme numéro de coup de la FEN et numérotez 1 le premier coup de la partie.

## B026
code-unreadable-move = un coup que l'échiquier ne peut pas lire
    .what = L'échiquier n'a pas pu lire le coup comme un coup d'échecs (SAN avec des lettres que shakmaty ne connaît pas, comme Sf3 ou ♘f3 dans une entrée PGN ; chiffres hors de 1-8), et aucun diagnostic de syntaxe ne le couvre. La ligne s'arrête là.
    .why = La partie ne peut pas être rejouée au-delà d'un coup illisible ; sans cette erreur, un programme prendrait la partie pour vérifiée.
    .example = (entrée PGN) 1. e4 e5 2. Sf3   (lettre allemande du cavalier)
    .fix = Écrivez le coup en notation standard (lettres anglaises des pièces K Q R B N) ou en notation numérique.

## L001
code-move-number = numéros de coup absents ou sous une forme non standard
    .what = Les numéros de coup manquent, sont écrits sans point (12 5756), sont écrits de la mauvaise façon pour les Noirs (12. ou 12.. ou 12… avant le coup des Noirs), ou le numéro noir 12... apparaît alors que le fil des coups n'a pas été interrompu. La forme standard (norme PGN, section 8.2.2.2) numérote chaque coup des Blancs `12.` et n'écrit le `12...` des Noirs que là où il est nécessaire : au début de la partie ou d'une variante, et après une variante. Après un commentaire, le numéro des Noirs peut être écrit ou non : le format d'exportation l'écrit (`iccf fmt` le fait), mais une transcription écrite à la main (2. 7163 {"{"}meilleur{"}"} 2836) est aussi claire sans lui. (Un numéro qui contredit le compte des coups est une erreur à part, S014 move-number-out-of-sequence.)
    .why = Les numéros permettent à l'adversaire et à l'arbitre de vérifier d'un coup d'œil qu'aucun coup n'a été perdu, et d'autres programmes lisent la forme standard sans avoir à deviner.
    .example =
        5254 5755 7163 2836   (pas de numéros)
        12 5756   (pas de point)
        1. 5254 1... 5755   (numéro des Noirs inutile)
    .fix = Numérotez les coups des Blancs `12.` et ceux des Noirs `12...` seulement après une variante (après un commentaire, à votre choix). `iccf check --fix` écrit les numéros d'après le compte des coups : il ajoute ceux qui manquent, ajoute les points et supprime les numéros des Noirs qui ne sont pas nécessaires.

## L002
code-non-numeric-notation = signes d'échec, de prise ou séparateurs dans des coups numériques
    .what = Le coup porte des signes que la notation numérique n'utilise pas : + ou # pour l'échec et le mat, ou un séparateur entre les deux cases (52-54, 52x54, 52:54). Chaque signe fait l'objet de sa propre remarque.
    .why = Un coup numérique a quatre chiffres, ou cinq avec une promotion ; des signes en plus le rendent plus difficile à lire par un programme, et un + ou un # faux laisse penser que le coup n'est pas celui qui était voulu (voir B013 wrong-check-mark).
    .example = 12. 52-54+
    .fix = Supprimez les signes (`iccf check --fix` le fait) : 52-54+ devient 5254.

## L003
code-seven-tag-roster = les sept balises obligatoires sont incomplètes ou dans le désordre
    .what = Les balises d'une partie doivent comprendre Event, Site, Date, Round, White, Black et Result, dans cet ordre (norme PGN, section 8.1.1). Cette règle signale les balises qui manquent (une balise Result manquante est signalée par L005 result-tag), et une balise obligatoire qui vient après une balise qu'elle devrait précéder. D'autres balises peuvent se trouver entre elles.
    .why = Les bases de données, les programmes de classement et les logiciels de tournoi cherchent ces sept balises pour savoir de quelle partie il s'agit ; une partie sans elles ne peut pas être placée dans un tableau croisé.
    .example =
        {"["}White "Smith"]
        {"["}Event "Cup"]
        {"["}Result "1-0"]
    .fix = Ajoutez les balises qui manquent (avec ? pour une valeur inconnue, et - pour un Round sans objet) et placez-les dans l'ordre Event, Site, Date, Round, White, Black, Result.

## L004
code-date-format = une date n'est pas AAAA.MM.JJ
    .what = Les balises Date, EventDate et UTCDate doivent s'écrire AAAA.MM.JJ : quatre chiffres pour l'année, deux pour le mois, deux pour le jour, avec ???? ou ?? pour les parties inconnues (norme PGN, section 8.1.1.3). Le mois doit être entre 01 et 12 et le jour doit exister dans ce mois.
    .why = D'autres programmes trient et sélectionnent les parties par date ; une date sous une autre forme (12/05/2019 est-il le 12 mai ou le 5 décembre ?) est mal lue ou pas lue du tout.
    .example =
        {"["}Date "12/05/2019"]
        {"["}Date "1990"]
    .fix = Écrivez la date sous la forme 2019.05.12, et les parties inconnues sous la forme ?? (1990.??.??). `iccf check --fix` réécrit une date qui n'a qu'une lecture (2019/05/12, 2019-5-12, 25.12.2019, 1990) ; une date comme 12/05/2019, dont le jour et le mois pourraient être intervertis, vous est laissée.

## L005
code-result-tag = la balise Result manque ou diffère du résultat de la partie
    .what = Une partie avec des paires de balise n'a pas de balise Result, ou la balise Result et le marqueur de fin de partie à la fin des coups donnent des résultats différents.
    .why = Certains programmes lisent la balise Result, d'autres le résultat après les coups : avec deux résultats différents, le tableau croisé risque de compter le mauvais.
    .example =
        {"["}Result "1-0"]

        1. 5254 5755 0-1
    .fix = Rendez identiques la balise Result et le résultat après les coups ; ajoutez [Result "..."] après la balise Black quand elle manque.

## L006
code-duplicate-game = une partie est le double d'une partie précédente
    .what = La partie a les mêmes coups dans la ligne principale, le même résultat et les mêmes sept balises obligatoires (Event, Site, Date, Round, White, Black, Result) qu'une partie précédente de l'entrée, dans le même fichier ou dans un fichier précédent du même passage. Les commentaires, les variantes et les autres balises ne sont pas comparés. La deuxième copie est signalée ; le diagnostic renvoie à la première.
    .why = Une partie soumise deux fois est comptée deux fois dans un tableau croisé.
    .example = la même partie collée deux fois dans un fichier
    .fix = Supprimez l'une des copies.

## L007
code-empty-game = une partie sans coups et sans résultat
    .what = La partie a des paires de balise mais rien après elles : ni coups ni résultat (souvent à la fin d'un fichier) ; ou elle n'est qu'un commentaire avant les paires de balise de la première partie (un commentaire après une partie est gardé avec elle, comme une remarque annexe) ; ou elle n'est qu'un résultat seul, sans balises ni coups (souvent le résultat de la partie précédente, écrit deux fois). (Des paires de balise suivies d'un commentaire et sans résultat sont signalées par S020 missing-termination-marker.)
    .why = C'est souvent un en-tête oublié ou une partie qui n'a jamais été collée ; un logiciel de tournoi peut la compter comme une partie.
    .example =
        {"["}Event "Cup"]
        {"["}White "Smith"]

        {"["}Event "Cup"]
        {"."}..
    .fix = Supprimez-la, ou ajoutez les coups et le résultat (* pour une partie qui n'a pas commencé).

## L008
code-timestamp-order = l'horodatage d'un coup recule ou est mal formé
    .what = Les serveurs de jeu par correspondance écrivent l'heure d'envoi de chaque coup dans un commentaire, [%ccsnt 2018.10.02,12:56] (date AAAA.MM.JJ, heure HH:MM ou HH:MM:SS), et les pendules sous la forme [%clk 0:05:00] (heures:minutes:secondes). Cette règle signale un horodatage ou une pendule illisible, et une heure d'envoi antérieure à celle d'un coup précédent de la ligne principale.
    .why = Les arbitres se servent des heures d'envoi pour trancher les litiges de temps et pour compter le temps de réflexion ; une heure qui recule ou qui ne peut pas être lue a été mal recopiée ou modifiée.
    .example = 1. 4244 {"{"}[%ccsnt 2018.10.02,12:56]{"}"} 4745 {"{"}[%ccsnt 2018.10.01,13:34]{"}"}
    .fix = Recopiez les horodatages depuis l'historique de la partie sur le serveur.

## L009
code-tag-value-whitespace = une valeur de balise commence ou finit par des espaces
    .what = La valeur d'une paire de balise a des espaces (ou des tabulations) juste après le guillemet ouvrant ou avant le guillemet fermant : [White " Smith, J"].
    .why = Les programmes comparent les noms et les épreuves à l'identique : " Smith, J" et "Smith, J" deviennent deux joueurs différents dans un tableau croisé ou une liste de classement.
    .example = {"["}White " Smith, J "]
    .fix = Supprimez les espaces à l'intérieur des guillemets (`iccf check --fix` le fait).

## L010
code-unknown-result-tag = la balise Result n'est pas 1-0, 0-1, 1/2-1/2 ou *
    .what = La valeur de la balise Result n'est pas l'un des quatre résultats qu'admet la norme PGN (section 8.1.1.7) : 1-0, 0-1, 1/2-1/2 et *. Des graphies comme ½-½ ou 1:0 sont lues et peuvent être corrigées ; d'autres valeurs ("nulle", "+/-", une valeur vide) ne le peuvent pas.
    .why = Les programmes de classement et de tournoi ne lisent que les résultats standard ; toute autre valeur compte comme une absence de résultat.
    .example = {"["}Result "½-½"]
    .fix = Écrivez 1-0, 0-1, 1/2-1/2, ou * pour une partie en cours (`iccf check --fix` réécrit les graphies qu'il sait lire).

## L011
code-plycount-mismatch = la balise PlyCount diffère du nombre de coups
    .what = La balise PlyCount donne le nombre de demi-coups de la partie (norme PGN, section 9.2.1), et il diffère du nombre de coups de la ligne principale.
    .why = Un nombre de demi-coups faux signifie soit que la balise n'est plus à jour, soit que des coups ont été perdus ou ajoutés lors de la copie de la partie.
    .example =
        {"["}PlyCount "3"]

        1. 5254 5755 1/2-1/2
    .fix = Vérifiez qu'aucun coup ne manque ; puis écrivez le nombre de demi-coups dans la balise PlyCount (ou supprimez-la).

## L012
code-fen-without-setup = une balise FEN sans SetUp "1"
    .what = La partie commence à partir de la position de sa balise FEN, mais elle n'a pas de balise [SetUp "1"] (ou SetUp vaut "0"). La norme PGN (section 9.7.1) demande SetUp "1" avec toute balise FEN.
    .why = Les programmes qui cherchent SetUp avant de lire la FEN commencent la partie à partir de la position initiale normale, et chaque coup qui suit est alors faux.
    .example = {"["}FEN "8/8/8/8/8/8/6k1/4K2R w K - 0 1"]
    .fix = Ajoutez [SetUp "1"] juste avant la balise FEN.

## T001
code-time-limit-exceeded = un camp a utilisé plus de temps de réflexion que sa cadence ne le permet
    .what = Compté à partir des horodatages d'envoi comme l'ICCF le compte (règlement de l'ICCF, art. 2.4.2 : des périodes entières de 24 heures entre le coup de l'adversaire et la réponse, les jours au-delà de 20 sur un même coup comptés double, le temps restant à un contrôle reporté), le total d'un camp a atteint plus de jours que la cadence n'en permet à ce stade : plus de 50 jours au coup 10 pour 10 coups en 50 jours (aide du serveur web, « Time Limit » : le contrôle est cumulatif, 100 jours au coup 20), ou plus que ce que contenait une pendule Fischer ou Triple Block. Le message indique le coup et de combien de jours. La règle s'applique quand une cadence est connue : `--control`, la table [time] d'iccf.toml, ou une balise TimeControl en jours.
    .why = Un camp qui dépasse la limite à un contrôle a perdu au temps (règlement de l'ICCF, art. 2.4.2), sauf si un congé ou un arrêt de la pendule par le directeur de tournoi explique ces jours ; un arbitre qui statue sur une réclamation de perte au temps a besoin de ce compte.
    .example = iccf check --control 10/50 game.pgn   (le total des Blancs a atteint 55 jours au coup 7, soit 5 de plus que les 50 permis au coup 10)
    .fix = Vérifiez les horodatages sur l'historique du serveur ; si un congé explique ces jours, indiquez-le (`iccf time --leave white=2019.01.02..2019.01.20`) ; sinon, la réclamation est fondée.

## T002
code-double-time-charged = un coup a pris plus de 20 jours, le temps au-delà de 20 jours compte double
    .what = Une réponse a pris plus de 20 jours entiers ; le règlement de l'ICCF, art. 2.4.2, compte « jusqu'à 20 jours, plus le double du nombre entier de jours de réflexion utilisés au-delà de 20 jours, pour un seul coup » : 21 jours comptent pour 22, 23 jours pour 26, 25 jours pour 30. Signalé pour les cadences qui doublent (10 coups en N jours, Fischer), pas pour le Triple Block ni pour les cadences par coup.
    .why = C'est le total compté, et non les jours du calendrier, qui décide d'une perte au temps ; un joueur qui a pris 25 jours sur un coup en a consommé 30.
    .example = 7. b3 {"{"}[%ccsnt 2019.05.07,06:30]{"}"} après 6... Be7 {"{"}[%ccsnt 2019.04.11,19:29]{"}"}   (25 jours, comptés 30)
    .fix = Rien à corriger dans la transcription : c'est un conseil sur la façon dont le temps a été compté. Autorisez la règle (`--allow double-time-charged`) si vous ne voulez pas la voir.

## T003
code-long-silence = 40 jours ou plus sans coup
    .what = Les horodatages montrent 40 jours ou plus entre un coup et la réponse à ce coup (congés déduits). L'ICCF envoie des rappels après 14, 28 et 35 jours sans coup, et 40 jours de silence font perdre la partie (messages 1034 et 1036 d'iccf.com).
    .why = Une réponse après 40 jours de silence arrive alors que la partie est déjà perdue ; soit un congé manque dans le compte, soit les horodatages sont faux.
    .example = 22. Ne3 {"{"}[%ccsnt 2019.08.01,20:34]{"}"} après 21... Rd8 {"{"}[%ccsnt 2019.06.22,12:15]{"}"}
    .fix = Indiquez le congé qui couvre ces jours (`--leave`), ou recopiez les horodatages depuis l'historique de la partie sur le serveur.

## T004
code-move-time-limit-exceeded = un coup a pris plus de temps que la cadence n'en accorde à un coup
    .what = La cadence limite chaque coup : `per-move 3` (TimeControl 1/86400 de chess.com, « 3 jours par coup » de lichess) accorde ce nombre de jours pour chaque coup, et le Triple Block de l'ICCF demande un coup (ou une recharge de sa réserve de temps) dans les 50 jours. Ce coup a pris plus longtemps.
    .why = Avec une limite par coup, un seul coup trop lent perd la partie au temps, quel que soit le temps qui reste par ailleurs au joueur.
    .example =
        {"["}TimeControl "1/86400"]

        1. 5254 {"{"}[%ccsnt 2020.01.01,10:00]{"}"} 5755 {"{"}[%ccsnt 2020.01.03,11:00]{"}"}
    .fix = Vérifiez les horodatages et la cadence ; un congé ou des vacances accordés par le site peuvent expliquer ce temps.

## T005
code-impossible-stamp = un horodatage d'envoi recule ou une pendule indique plus que possible
    .what = L'horodatage d'envoi d'un coup est antérieur à celui du coup auquel il répond (ou à sa date de réception), si bien que son temps de réflexion serait négatif ; ou une pendule [%clk] indique plus de temps restant que la cadence par coup n'en donne. Chaque horodatage de ce type est signalé une fois, sur l'horodatage lui-même, et son coup n'est pas compté.
    .why = Le compte du temps de réflexion ne peut pas utiliser un horodatage qui recule : les horodatages ont été mal recopiés ou modifiés.
    .example = 1. 4244 {"{"}[%ccsnt 2018.10.02,12:56]{"}"} 4745 {"{"}[%ccsnt 2018.10.01,13:34]{"}"}
    .fix = Recopiez les horodatages depuis l'historique de la partie sur le serveur.

## T006
code-same-minute-reply = une réponse envoyée dans la même minute que le coup auquel elle répond
    .what = L'horodatage d'envoi de la réponse tombe dans la même minute que celui du coup auquel elle répond : le serveur l'a jouée aussitôt, ce qui est la marque d'un coup conditionnel (une réponse saisie à l'avance). Elle compte pour zéro jour.
    .why = Un arbitre qui lit les temps doit savoir que la réponse n'a pris aucun temps de réflexion, et pourquoi.
    .example = 11. cxd5 {"{"}[%ccsnt 2019.05.29,03:53]{"}"} exd5 {"{"}[%ccsnt 2019.05.29,03:53]{"}"}
    .fix = Rien à corriger : c'est un conseil. Autorisez la règle (`--allow same-minute-reply`) si vous ne voulez pas la voir.
