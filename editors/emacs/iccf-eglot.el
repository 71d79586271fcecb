;;; iccf-eglot.el --- iccf lsp for .iccf and .pgn files with Eglot  -*- lexical-binding: t; -*-

;; Load this file from your init file (or paste it there); Emacs 29 or later has Eglot built in.
;; Eglot takes the language id from the mode's name: `iccf-mode' sends "iccf", `pgn-mode' "pgn".

(define-derived-mode iccf-mode text-mode "ICCF"
  "Chess transcripts in ICCF numeric notation."
  (setq-local comment-start "; "))

(define-derived-mode pgn-mode text-mode "PGN"
  "Chess games in PGN."
  (setq-local comment-start "; "))

(add-to-list 'auto-mode-alist '("\\.iccf\\'" . iccf-mode))
(add-to-list 'auto-mode-alist '("\\.pgn\\'" . pgn-mode))

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               '(((iccf-mode :language-id "iccf") (pgn-mode :language-id "pgn"))
                 . ("iccf" "lsp"))))

(add-hook 'iccf-mode-hook #'eglot-ensure)
(add-hook 'pgn-mode-hook #'eglot-ensure)

(provide 'iccf-eglot)
;;; iccf-eglot.el ends here
