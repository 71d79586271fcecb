// iccf serve: the page. All checking, chess and conversion is done by the server (the iccf
// library); this script only sends the text, draws what comes back, and keeps the editor, the
// list and the board in step. Offsets from the server are UTF-8 byte offsets; the textarea
// counts UTF-16 code units, so every offset goes through toIndex/toByte.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const ui = {
    transcript: $('transcript'), highlights: $('highlights'), editor: $('editor'),
    check: $('check'), open: $('open'), file: $('file'), fix: $('fix'), format: $('format'),
    downloadPgn: $('download-pgn'), downloadIccf: $('download-iccf'), live: $('live'),
    hint: $('hint'), status: $('status'), diffPanel: $('diff-panel'), diffTitle: $('diff-title'),
    diff: $('diff'), undo: $('undo'), closeDiff: $('close-diff'), game: $('game'),
    board: $('board'), boardImage: $('board-image'), boardCaption: $('board-caption'),
    boardNote: $('board-note'), list: $('diagnostics'), tooltip: $('tooltip'),
    first: $('first'), prev: $('prev'), next: $('next'), last: $('last'), language: $('language'),
  };
  const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

  // ---- the page's language -------------------------------------------------------------
  // The server chose it (?lang=, the iccf-lang cookie, else Accept-Language) and put the
  // messages of this script in the page as Fluent patterns made JSON: text, {var} and {select,
  // variants, default}, a number choosing by its value, then by its plural category.
  const catalogue = JSON.parse(document.getElementById('messages').textContent);
  const LANG = catalogue.lang;
  const pluralRules = new Intl.PluralRules(LANG);

  function formatParts(parts, args) {
    return parts.map((part) => {
      if (typeof part === 'string') return part;
      if (part.var !== undefined) return String(args[part.var] ?? '');
      const value = args[part.select];
      let chosen = part.variants.find((v) => v.key === String(value));
      if (!chosen && typeof value === 'number') {
        const category = pluralRules.select(value);
        chosen = part.variants.find((v) => v.key === category);
      }
      return formatParts((chosen || part.variants[part.default]).value, args);
    }).join('');
  }

  // The text of the message `id` with `args` in the page's language.
  function t(id, args = {}) {
    const parts = catalogue.messages[id];
    return parts ? formatParts(parts, args) : id;
  }
  const BODY_LIMIT = 8 * 1024 * 1024;
  const MAX_MARKS = 5000;

  const state = {
    name: null, // the file name, when a file was opened
    text: '', // the text of the last check shown
    bytes: null, // UTF-16 index -> UTF-8 byte offset of `text`; null when it is ASCII
    diagnostics: [],
    games: [],
    truncated: null, // {total, games} when the server listed fewer diagnostics than it found
    game: 1, // the game on the board
    detail: null, // that game's moves and stops
    view: { kind: 'start' }, // what the board shows: start, end, move, before or stop
    sequence: 0,
    controller: null,
    undoText: null,
  };

  // ---- offsets -------------------------------------------------------------------------

  function byteMap(text) {
    if (!/[^\x00-\x7f]/.test(text)) return null;
    const map = new Uint32Array(text.length + 1);
    let byte = 0;
    for (let i = 0; i < text.length; i++) {
      map[i] = byte;
      const c = text.charCodeAt(i);
      if (c < 0x80) byte += 1;
      else if (c < 0x800) byte += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length
        && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        map[i + 1] = byte;
        byte += 4;
        i++;
      } else byte += 3;
    }
    map[text.length] = byte;
    return map;
  }

  function toIndex(byte) {
    const map = state.bytes;
    if (!map) return Math.min(byte, state.text.length);
    let lo = 0;
    let hi = map.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (map[mid] <= byte) lo = mid; else hi = mid - 1;
    }
    return lo;
  }

  function toByte(index) {
    const map = state.bytes;
    return map ? map[Math.min(index, map.length - 1)] : index;
  }

  // ---- the server ----------------------------------------------------------------------

  async function api(path, body, signal) {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    let data = null;
    try {
      data = await response.json();
    } catch (_) {
      data = { error: `${t('web-server-answered', { status: response.status })} ${response.statusText}` };
    }
    if (!response.ok) {
      let message = data.error || t('web-server-answered', { status: response.status });
      const retry = response.headers.get('Retry-After');
      if (response.status === 503 && retry) message += ` ${t('web-server-wait', { seconds: retry })}`;
      const error = new Error(message);
      error.data = data;
      throw error;
    }
    return data;
  }

  function request(extra) {
    const body = { text: ui.transcript.value, lang: LANG, ...extra };
    if (state.name) body.name = state.name;
    return body;
  }

  function setStatus(message, kind) {
    ui.status.textContent = message;
    ui.status.className = `status${kind ? ` ${kind}` : ''}`;
  }

  async function check() {
    const text = ui.transcript.value;
    const sequence = ++state.sequence;
    if (state.controller) state.controller.abort();
    state.controller = new AbortController();
    if (new Blob([text]).size > BODY_LIMIT) {
      setStatus(t('web-text-too-large'), 'problem');
      return;
    }
    setStatus(t('web-checking'), 'busy');
    try {
      const data = await api('/api/check', request({ game: state.game }), state.controller.signal);
      if (sequence !== state.sequence) return;
      if (data.games.length > 0 && !data.games.some((g) => g.game === state.game)) {
        state.game = data.games.length;
        state.view = { kind: 'end' };
        await check();
        return;
      }
      show(text, data);
    } catch (error) {
      if (error.name !== 'AbortError' && sequence === state.sequence) setStatus(error.message, 'problem');
    }
  }

  // ---- showing a check -----------------------------------------------------------------

  function show(text, data) {
    const sameGame = state.detail && state.detail.game === state.game;
    state.text = text;
    state.bytes = byteMap(text);
    state.diagnostics = data.diagnostics;
    state.games = data.games;
    state.truncated = data.truncated ? { total: data.total, games: data.games_total } : null;
    state.detail = data.games.find((g) => g.game === state.game && g.moves) || null;
    renderGames();
    renderList();
    renderHighlights();
    renderStatus();
    if (document.activeElement === ui.transcript) {
      followCaret();
    } else if (!(sameGame && restoreView())) {
      showView(endView());
    }
  }

  function renderStatus() {
    const count = { error: 0, warning: 0, advice: 0 };
    for (const d of state.diagnostics) count[d.severity] += 1;
    const games = state.games.length;
    if (games === 0) {
      setStatus(t('web-no-game'));
    } else if (state.diagnostics.length === 0) {
      setStatus(t('web-no-problems', { games }));
    } else {
      let message = t('web-checked', {
        games, errors: count.error, warnings: count.warning, advice: count.advice,
      });
      const cut = state.truncated;
      if (cut) {
        message = t('web-checked-truncated', {
          games: cut.games, total: cut.total, shown: state.diagnostics.length, listed: games,
        });
      }
      setStatus(message, count.error || cut ? 'problem' : '');
    }
  }

  function gameTitle(g) {
    const known = (v) => (v && v !== '?' ? v : null);
    const white = known(g.white);
    const black = known(g.black);
    let title = t('web-game-title', { game: g.game });
    if (white || black) title += `: ${white || '?'} - ${black || '?'}`;
    if (known(g.date)) title += ` (${g.date})`;
    return title;
  }

  function renderGames() {
    const errors = new Map();
    for (const d of state.diagnostics) {
      if (d.severity === 'error' && d.game) errors.set(d.game, (errors.get(d.game) || 0) + 1);
    }
    const options = state.games.map((g) => {
      const option = document.createElement('option');
      option.value = String(g.game);
      const n = errors.get(g.game);
      option.textContent = gameTitle(g) + (n ? ` - ${t('web-errors', { count: n })}` : '');
      return option;
    });
    if (options.length === 0) {
      const none = document.createElement('option');
      none.textContent = t('web-no-game-yet');
      options.push(none);
    }
    ui.game.replaceChildren(...options);
    ui.game.disabled = state.games.length < 2;
    ui.game.value = String(state.game);
  }

  function severityLabel(d) {
    const span = document.createElement('span');
    span.className = `severity ${d.severity}`;
    span.textContent = `${t('web-severity', { severity: d.severity })} ${d.code}`;
    return span;
  }

  function describe(d, where) {
    const nodes = [severityLabel(d)];
    if (where) {
      const at = document.createElement('span');
      at.className = 'where';
      const where = { line: d.line, column: d.column, game: d.game };
      const game = d.game && state.games.length > 1;
      at.textContent = ` ${t(game ? 'web-where-game' : 'web-where', where)}`;
      nodes.push(at);
    }
    // The message and help in the page's language (`localized`), else as the server wrote them.
    const text = d.localized || d;
    nodes.push(` ${text.message}`);
    if (text.help) {
      const help = document.createElement('span');
      help.className = 'help';
      help.textContent = t('web-help', { help: text.help });
      nodes.push(help);
    }
    return nodes;
  }

  function renderList() {
    const items = state.diagnostics.slice(0, MAX_MARKS).map((d, i) => {
      const item = document.createElement('li');
      item.className = `diagnostic ${d.severity}`;
      Object.assign(item.dataset, {
        code: d.code, line: d.line, column: d.column, offset: d.offset, length: d.length,
        game: d.game ?? '', index: i,
      });
      const button = document.createElement('button');
      button.type = 'button';
      button.append(...describe(d, true));
      button.addEventListener('click', () => selectDiagnostic(i));
      item.append(button);
      if (d.meant && d.meant.edits && d.meant.edits.length > 0) item.append(repairButton(d, i));
      return item;
    });
    ui.list.replaceChildren(...items);
  }

  // The move the board found was meant (`meant`, with the edits that write it): a button that
  // writes it into the text. It changes the game record, so it is never part of Fix; Undo
  // brings the old text back.
  function repairLabel(m) {
    const moves = m.move ? `${m.move} (${m.san})` : '';
    switch (m.kind) {
      case 'move-missing': return t('web-repair-missing', { moves });
      case 'move-repeated': return t('web-repair-repeated');
      case 'moves-swapped': return t('web-repair-swapped', { moves });
      case 'moves-run-together': return t('web-repair-run-together', { moves });
      default: return t('web-repair-replace', { moves });
    }
  }

  function repairButton(d, i) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'repair';
    button.textContent = repairLabel(d.meant);
    button.title = t('web-repair-title');
    button.addEventListener('click', () => applyRepair(i));
    return button;
  }

  async function applyRepair(i) {
    const d = state.diagnostics[i];
    if (ui.transcript.value !== state.text) {
      setStatus(t('web-repair-stale'), 'problem');
      return;
    }
    // The offsets are those of the checked text: apply from the last edit back.
    const old = state.text;
    let text = old;
    const edits = [...d.meant.edits].sort((a, b) => b.offset - a.offset);
    for (const e of edits) {
      text = text.slice(0, toIndex(e.offset)) + e.replacement + text.slice(toIndex(e.offset + e.length));
    }
    const title = t('web-repair-diff-title', { repair: repairLabel(d.meant), code: d.code, line: d.line });
    await replaceText(text, title, lineDiff(old, text));
  }

  // A unified diff of the lines that differ between two texts (one hunk, no context lines):
  // enough for a repair, whose edits stand a few moves apart at most.
  function lineDiff(old, text) {
    const a = old.split('\n');
    const b = text.split('\n');
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head]) head++;
    let tail = 0;
    while (tail < a.length - head && tail < b.length - head
      && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
    const removed = a.slice(head, a.length - tail);
    const added = b.slice(head, b.length - tail);
    const name = state.name || '<stdin>';
    return [`--- ${name}`, `+++ ${name}`,
      `@@ -${head + 1},${removed.length} +${head + 1},${added.length} @@`,
      ...removed.map((line) => `-${line}`), ...added.map((line) => `+${line}`)].join('\n');
  }

  // The layer under the textarea: the same text, with a <mark> per diagnostic and a <span> per
  // move, nested where they overlap (a part that would cross an element's end continues in a
  // second element, of class `more`).
  function renderHighlights() {
    const text = state.text;
    const intervals = [];
    state.diagnostics.slice(0, MAX_MARKS).forEach((d, i) => {
      const start = toIndex(d.offset);
      const make = (more) => {
        const mark = document.createElement('mark');
        mark.className = `underline ${d.severity}${d.length === 0 ? ' empty' : ''}${more ? ' more' : ''}`;
        mark.dataset.index = i;
        if (!more) Object.assign(mark.dataset, { code: d.code, line: d.line, column: d.column });
        return mark;
      };
      intervals.push({ start, end: Math.max(start, toIndex(d.offset + d.length)), rank: 0, make });
    });
    if (state.detail) {
      state.detail.moves.forEach((m, i) => {
        const make = (more) => {
          const span = document.createElement('span');
          span.className = `move${more ? ' more' : ''}`;
          Object.assign(span.dataset, { ply: m.ply, line: m.line, index: i });
          return span;
        };
        intervals.push({ start: toIndex(m.offset), end: toIndex(m.offset + m.length), rank: 1, make });
      });
    }
    const layer = nest(text, intervals);
    // A final line end needs a character after it to take its line, as in the textarea.
    if (text.endsWith('\n') || text === '') layer.append(' ');
    ui.highlights.replaceChildren(layer);
    syncScroll();
    markCurrent();
  }

  function nest(text, intervals) {
    const order = (a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank;
    const queue = intervals.filter((iv) => iv.start <= text.length).sort(order);
    const root = document.createDocumentFragment();
    const stack = [{ node: root, end: Infinity }];
    const top = () => stack[stack.length - 1];
    let at = 0;
    const advance = (upto) => {
      while (at < upto) {
        const open = top();
        const until = Math.min(upto, open.end);
        if (until > at) {
          open.node.append(text.slice(at, until));
          at = until;
        }
        if (open.end <= at && stack.length > 1) stack.pop();
      }
      while (stack.length > 1 && top().end <= at) stack.pop();
    };
    for (let q = 0; q < queue.length; q++) {
      const iv = queue[q];
      advance(iv.start);
      let end = Math.min(iv.end, text.length);
      if (end > top().end) {
        const rest = { ...iv, start: top().end, more: true };
        let j = q + 1;
        while (j < queue.length && order(queue[j], rest) <= 0) j++;
        queue.splice(j, 0, rest);
        end = top().end;
      }
      const node = iv.make(Boolean(iv.more));
      top().node.append(node);
      if (end > iv.start) stack.push({ node, end });
    }
    advance(text.length);
    return root;
  }

  function syncScroll() {
    ui.highlights.scrollTop = ui.transcript.scrollTop;
  }

  // ---- the board -----------------------------------------------------------------------

  function numbered(fen, written) {
    const [, side, , , , full] = fen.split(' ');
    return `${full}${side === 'w' ? '.' : '...'} ${written}`;
  }

  function moveName(m) {
    return `${numbered(m.before, m.numeric)} (${m.san})`;
  }

  function stopName(s) {
    return numbered(s.fen, state.text.slice(toIndex(s.offset), toIndex(s.offset + s.length)));
  }

  function drawBoard(fen, from, to, caption) {
    ui.board.dataset.fen = fen;
    const query = new URLSearchParams({ fen });
    if (from && to) {
      query.set('from', from);
      query.set('to', to);
    }
    ui.boardImage.src = `/api/board.svg?${query}`;
    ui.boardImage.alt = `${caption}. FEN: ${fen}`;
    ui.boardCaption.textContent = caption;
  }

  function noteDiagnostics(list) {
    ui.boardNote.replaceChildren(...list.map((d) => {
      const p = document.createElement('p');
      p.append(...describe(d, false));
      return p;
    }));
  }

  function diagnosticsAt(offset, length) {
    const end = offset + Math.max(length, 1);
    return state.diagnostics.filter((d) => d.offset < end && offset < d.offset + Math.max(d.length, 1));
  }

  function showView(view) {
    const detail = state.detail;
    state.view = view;
    if (!detail || !detail.start_fen) {
      drawBoard(START_FEN, null, null, t(detail ? 'web-board-unavailable' : 'web-board-start'));
      noteDiagnostics([]);
      markCurrent();
      return;
    }
    const m = detail.moves[view.index];
    const s = detail.stops[view.index];
    if (view.kind === 'move' && m) {
      drawBoard(m.after, m.from, m.to, t('web-board-after', { move: moveName(m) }));
      noteDiagnostics([]);
    } else if (view.kind === 'before' && m) {
      drawBoard(m.before, m.from, m.to, t('web-board-before', { move: moveName(m) }));
      noteDiagnostics(diagnosticsAt(m.offset, m.length));
    } else if (view.kind === 'stop' && s) {
      drawBoard(s.fen, s.from, s.to, t('web-board-before-stop', { move: stopName(s), cause: s.cause }));
      noteDiagnostics(diagnosticsAt(s.offset, s.length));
    } else {
      state.view = { kind: 'start' };
      drawBoard(detail.start_fen, null, null, t('web-board-game-start', { game: detail.game }));
      noteDiagnostics([]);
    }
    markCurrent();
  }

  function markCurrent() {
    for (const old of ui.highlights.querySelectorAll('.move.current')) old.classList.remove('current');
    if (state.view.kind === 'move' || state.view.kind === 'before') {
      for (const node of ui.highlights.querySelectorAll(`.move[data-index="${state.view.index}"]`)) {
        node.classList.add('current');
      }
    }
  }

  function viewOf(kind, index) {
    const list = kind === 'stop' ? state.detail.stops : state.detail.moves;
    return { kind, index, ply: list[index].ply, line: list[index].line };
  }

  // The end of the main line: where it stopped (the illegal move), else its last move.
  function endView() {
    const detail = state.detail;
    if (!detail) return { kind: 'start' };
    const stop = detail.stops.findIndex((s) => s.line === 0);
    if (stop >= 0) return viewOf('stop', stop);
    for (let i = detail.moves.length - 1; i >= 0; i--) {
      if (detail.moves[i].line === 0) return viewOf('move', i);
    }
    return { kind: 'start' };
  }

  // After a new check of the same game: the same ply of the same line, if it is still there.
  function restoreView() {
    const detail = state.detail;
    const view = state.view;
    if (!detail || view.kind === 'end') return false;
    if (view.kind === 'start') {
      showView(view);
      return true;
    }
    const list = view.kind === 'stop' ? detail.stops : detail.moves;
    const index = list.findIndex((x) => x.ply === view.ply && x.line === view.line);
    if (index < 0) return false;
    showView(viewOf(view.kind, index));
    return true;
  }

  // One step along the line of the position shown (the main line from the start).
  function step(direction) {
    const detail = state.detail;
    if (!detail) return;
    if (direction === 'first') return showView({ kind: 'start' });
    if (direction === 'last') return showView(endView());
    const moves = detail.moves;
    const view = state.view;
    let line = 0;
    let ply = 0;
    if (view.kind === 'move' || view.kind === 'before') {
      line = moves[view.index].line;
      ply = moves[view.index].ply - (view.kind === 'before' ? 1 : 0);
    } else if (view.kind === 'stop') {
      line = detail.stops[view.index].line;
      ply = detail.stops[view.index].ply - 1;
    }
    const target = direction === 'next' ? ply + 1 : ply;
    if (direction === 'prev') {
      const at = moves.findIndex((m) => m.line === line && m.ply === ply);
      const back = moves.findIndex((m) => m.line === line && m.ply === ply - 1);
      if (back >= 0) return showView(viewOf('move', back));
      if (line !== 0 && at >= 0 && view.kind !== 'before') return showView(viewOf('before', at));
      if (line === 0 || at < 0) return showView({ kind: 'start' });
      return undefined;
    }
    const index = moves.findIndex((m) => m.line === line && m.ply === target);
    if (index >= 0) return showView(viewOf('move', index));
    const stop = detail.stops.findIndex((s) => s.line === line && s.ply === target);
    if (stop >= 0) return showView(viewOf('stop', stop));
    return undefined;
  }

  // A diagnostic's position: before the move it is on (the illegal move: before it, its squares
  // marked), else after the last move before it.
  function boardForDiagnostic(d) {
    const detail = state.detail;
    if (!detail) return;
    const inside = (x) => x.offset <= d.offset && d.offset < x.offset + Math.max(x.length, 1);
    const stop = detail.stops.findIndex(inside);
    if (stop >= 0) return showView(viewOf('stop', stop));
    const move = detail.moves.findIndex(inside);
    if (move >= 0) return showView(viewOf('before', move));
    let last = -1;
    detail.moves.forEach((m, i) => {
      if (m.line === 0 && m.offset + m.length <= d.offset) last = i;
    });
    showView(last >= 0 ? viewOf('move', last) : { kind: 'start' });
  }

  // ---- the caret, the list and the pointer ----------------------------------------------

  function gameAt(byte) {
    let found = null;
    for (const g of state.games) {
      if (g.offset > byte) break;
      if (byte <= g.offset + g.length) found = g;
    }
    return found;
  }

  // The caret in the text: the diagnostics there under the editor, and the board at the move
  // there (after it; before it when the move is where the game stopped).
  function followCaret() {
    if (ui.transcript.value !== state.text) return;
    const byte = toByte(ui.transcript.selectionStart);
    const here = state.diagnostics.filter((d) => d.offset <= byte && byte <= d.offset + d.length);
    ui.hint.replaceChildren(...here.slice(0, 5).map((d) => {
      const p = document.createElement('p');
      p.append(...describe(d, true));
      return p;
    }));
    const game = gameAt(byte);
    if (game && game.game !== state.game) {
      state.game = game.game;
      state.view = { kind: 'end' };
      check();
      return;
    }
    const detail = state.detail;
    if (!detail) return;
    const touches = (x) => x.offset <= byte && byte <= x.offset + x.length;
    const stop = detail.stops.findIndex(touches);
    if (stop >= 0) {
      showView(viewOf('stop', stop));
      return;
    }
    const move = detail.moves.findIndex(touches);
    if (move >= 0) showView(viewOf('move', move));
  }

  async function selectDiagnostic(i) {
    const d = state.diagnostics[i];
    if (d.game && d.game !== state.game) {
      state.game = d.game;
      state.view = { kind: 'end' };
      await check();
    }
    for (const item of ui.list.children) {
      item.classList.toggle('selected', Number(item.dataset.index) === i);
    }
    ui.transcript.setSelectionRange(toIndex(d.offset), toIndex(d.offset + d.length));
    const mark = ui.highlights.querySelector(`mark[data-index="${i}"]`);
    if (mark) {
      ui.transcript.scrollTop = Math.max(0, mark.offsetTop - ui.transcript.clientHeight / 3);
      syncScroll();
      mark.classList.add('flash');
      setTimeout(() => mark.classList.remove('flash'), 1500);
    }
    boardForDiagnostic(d);
  }

  let pointer = null;
  function hover(event) {
    pointer = { x: event.clientX, y: event.clientY };
    requestAnimationFrame(() => {
      if (!pointer) return;
      const marks = document.elementsFromPoint(pointer.x, pointer.y)
        .filter((node) => node.matches('mark.underline'));
      if (marks.length === 0) {
        ui.tooltip.hidden = true;
        return;
      }
      const shown = [...new Set(marks.map((mark) => Number(mark.dataset.index)))];
      ui.tooltip.replaceChildren(...shown.map((index) => {
        const p = document.createElement('div');
        p.append(...describe(state.diagnostics[index], false));
        return p;
      }));
      ui.tooltip.hidden = false;
      // Over the text it explains when it fits there, so that it hides no part of the board.
      const editor = ui.editor.getBoundingClientRect();
      const right = ui.tooltip.offsetWidth + 16 <= editor.width ? editor.right : window.innerWidth;
      const x = Math.min(pointer.x + 12, right - ui.tooltip.offsetWidth - 8);
      ui.tooltip.style.left = `${Math.max(8, x)}px`;
      ui.tooltip.style.top = `${pointer.y + 18}px`;
    });
  }

  // ---- text changes: typing, files, Fix, Format ----------------------------------------

  let timer = null;
  function edited() {
    // Until the next check the old marks would sit on the wrong characters: show the text alone.
    const text = ui.transcript.value;
    state.text = '';
    ui.highlights.replaceChildren(text + (text.endsWith('\n') || text === '' ? ' ' : ''));
    syncScroll();
    ui.hint.replaceChildren();
    if (text === '') state.name = null;
    clearTimeout(timer);
    if (!ui.live.checked) return;
    timer = setTimeout(check, text.length > 1e6 ? 1500 : 400);
  }

  function showDiff(title, diff) {
    ui.diffTitle.textContent = title;
    ui.diff.replaceChildren(...diff.split('\n').map((line) => {
      const span = document.createElement('span');
      if (line.startsWith('+') && !line.startsWith('+++')) span.className = 'add';
      else if (line.startsWith('-') && !line.startsWith('---')) span.className = 'del';
      else if (line.startsWith('@@')) span.className = 'hunk';
      span.textContent = `${line}\n`;
      return span;
    }));
    ui.diffPanel.hidden = false;
  }

  // The new text goes into the editor; Undo brings the old one back.
  function replaceText(text, title, diff) {
    state.undoText = ui.transcript.value;
    ui.transcript.value = text;
    showDiff(title, diff);
    return check();
  }

  async function fix() {
    try {
      const data = await api('/api/fix', request({}));
      if (!data.changed) {
        setStatus(t('web-nothing-to-fix'));
        return;
      }
      await replaceText(data.text, t('web-fix-repaired', { count: data.fixes }), data.diff);
    } catch (error) {
      const blocked = error.data && typeof error.data.errors === 'number';
      setStatus(blocked ? t('web-fix-blocked', { count: error.data.errors }) : error.message, 'problem');
    }
  }

  async function format() {
    try {
      const data = await api('/api/fmt', request({}));
      if (!data.changed) {
        setStatus(t('web-format-unchanged'));
        return;
      }
      await replaceText(data.text, t('web-format-rewrote'), data.diff);
    } catch (error) {
      const refused = error.data && Array.isArray(error.data.refused);
      setStatus(refused ? t('web-format-refused', { count: error.data.refused.length }) : error.message, 'problem');
    }
  }

  function baseName() {
    return state.name ? state.name.replace(/\.[^.]*$/, '') : 'games';
  }

  async function download(to, extension) {
    try {
      const data = await api(`/api/convert?to=${to}`, request({}));
      const kept = data.games - data.refused.length;
      if (kept === 0) {
        setStatus(t(data.games === 0 ? 'web-download-none' : 'web-download-all-refused'), 'problem');
        return;
      }
      const type = to === 'pgn' ? 'application/vnd.chess-pgn' : 'text/plain';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([data.text], { type: `${type};charset=utf-8` }));
      link.download = `${baseName()}.${extension}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10000);
      let message = t('web-downloaded', { count: kept, file: link.download });
      if (data.refused.length) message += ` ${t('web-downloaded-left-out', { games: data.refused.join(', ') })}`;
      setStatus(message, data.refused.length ? 'problem' : '');
    } catch (error) {
      setStatus(error.message, 'problem');
    }
  }

  // A file's bytes go to the server, which reads them as iccf does (UTF-8, else Latin-1).
  async function openFile(file) {
    if (file.size > BODY_LIMIT) {
      setStatus(t('web-file-too-large', { file: file.name }), 'problem');
      return;
    }
    try {
      const response = await fetch(`/api/decode?lang=${encodeURIComponent(LANG)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: await file.arrayBuffer(),
      });
      const data = await response.json();
      if (!response.ok) throw new Error(data.error);
      if (data.binary) {
        setStatus(`${file.name}: ${data.message}`, 'problem');
        return;
      }
      state.name = file.name;
      state.game = 1;
      state.view = { kind: 'end' };
      ui.transcript.value = data.text;
      ui.transcript.scrollTop = 0;
      ui.diffPanel.hidden = true;
      await check();
      if (data.message) setStatus(`${file.name}: ${data.message}. ${ui.status.textContent}`);
    } catch (error) {
      setStatus(t('web-file-unreadable', { file: file.name, error: error.message }), 'problem');
    }
  }

  function chooseGame() {
    state.game = Number(ui.game.value);
    state.view = { kind: 'end' };
    const g = state.games.find((x) => x.game === state.game);
    check().then(() => {
      if (!g) return;
      const mark = ui.highlights.querySelector('.move');
      const start = toIndex(g.offset);
      ui.transcript.setSelectionRange(start, start);
      const lines = ui.transcript.value.slice(0, start).split('\n').length - 1;
      const height = parseFloat(getComputedStyle(ui.transcript).lineHeight) || 24;
      ui.transcript.scrollTop = mark ? Math.max(0, mark.offsetTop - 3 * height) : lines * height;
      syncScroll();
    });
  }

  // ---- wiring --------------------------------------------------------------------------

  ui.transcript.addEventListener('input', edited);
  ui.transcript.addEventListener('scroll', syncScroll);
  new ResizeObserver(syncScroll).observe(ui.transcript);
  document.addEventListener('selectionchange', () => {
    if (document.activeElement === ui.transcript) requestAnimationFrame(followCaret);
  });
  ui.editor.addEventListener('mousemove', hover);
  ui.editor.addEventListener('mouseleave', () => {
    pointer = null;
    ui.tooltip.hidden = true;
  });
  ui.editor.addEventListener('dragover', (event) => {
    event.preventDefault();
    ui.editor.classList.add('dragging');
  });
  ui.editor.addEventListener('dragleave', () => ui.editor.classList.remove('dragging'));
  ui.editor.addEventListener('drop', (event) => {
    ui.editor.classList.remove('dragging');
    const file = event.dataTransfer && event.dataTransfer.files[0];
    if (file) {
      event.preventDefault();
      openFile(file);
    }
  });
  ui.check.addEventListener('click', () => {
    clearTimeout(timer);
    check();
  });
  ui.open.addEventListener('click', () => ui.file.click());
  ui.file.addEventListener('change', () => {
    if (ui.file.files[0]) openFile(ui.file.files[0]);
    ui.file.value = '';
  });
  ui.fix.addEventListener('click', fix);
  ui.format.addEventListener('click', format);
  ui.downloadPgn.addEventListener('click', () => download('pgn', 'pgn'));
  ui.downloadIccf.addEventListener('click', () => download('iccf', 'iccf'));
  ui.undo.addEventListener('click', () => {
    if (state.undoText === null) return;
    ui.transcript.value = state.undoText;
    state.undoText = null;
    ui.diffPanel.hidden = true;
    check();
  });
  ui.closeDiff.addEventListener('click', () => {
    ui.diffPanel.hidden = true;
  });
  ui.game.addEventListener('change', chooseGame);
  ui.first.addEventListener('click', () => step('first'));
  ui.prev.addEventListener('click', () => step('prev'));
  ui.next.addEventListener('click', () => step('next'));
  ui.last.addEventListener('click', () => step('last'));
  // Arrow keys step through the game wherever the focus is, except where they edit or choose.
  const keys = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (event.altKey || event.ctrlKey || event.metaKey || !target.closest) return;
    if (target.closest('textarea, input, select')) return;
    const item = target.closest('.diagnostic');
    if (item && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const next = event.key === 'ArrowDown' ? item.nextElementSibling : item.previousElementSibling;
      if (next) next.querySelector('button').focus();
      event.preventDefault();
      return;
    }
    if (keys[event.key]) {
      event.preventDefault();
      step(keys[event.key]);
    }
  });

  // The language menu: the choice is kept in a cookie and the page loaded again in it; the
  // text and the file name come along in the session's storage.
  ui.language.value = LANG;
  ui.language.addEventListener('change', () => {
    const lang = ui.language.value;
    document.cookie = `iccf-lang=${lang}; path=/; max-age=31536000; samesite=strict`;
    try {
      sessionStorage.setItem('iccf-text', ui.transcript.value);
      if (state.name) sessionStorage.setItem('iccf-name', state.name);
    } catch (_) { /* storage refused: the text is lost, as on any reload */ }
    window.location.search = `?lang=${encodeURIComponent(lang)}`;
  });
  try {
    const kept = sessionStorage.getItem('iccf-text');
    if (kept !== null) {
      ui.transcript.value = kept;
      state.name = sessionStorage.getItem('iccf-name');
      sessionStorage.removeItem('iccf-text');
      sessionStorage.removeItem('iccf-name');
    }
  } catch (_) { /* no storage: nothing kept */ }

  if (ui.transcript.value) check();
})();
