// The page of `iccf serve` in Debian's chromium, driven by Playwright: a pasted game's illegal
// move is underlined on the right token and listed, the board shows the position before it,
// moves and arrow keys step through the game, Fix writes a 4-digit promotion in 5 digits, the
// move the board found was meant is written by its button, and Download PGN gives a file
// python-chess reads. Run by run.sh, which starts the server and sets ICCF_URL.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const url = process.env.ICCF_URL;
const output = path.join(here, 'output');
// The README's picture of the page (docs/serve.png), taken anew by every run.
const screenshot = process.env.ICCF_SCREENSHOT || path.join(here, '..', '..', 'docs', 'serve.png');

// A real opening with one mistake: 5. 4142 moves the queen onto its own pawn.
const ILLEGAL = `[Event "Club championship"]
[Site "?"]
[Date "2024.03.01"]
[Round "1"]
[White "Smith, Anna"]
[Black "Jones, Ben"]
[Result "*"]

1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 5171 6857 5. 4142 5158 6. 3132 4746
7. 4244 5253 8. 6143 *
`;
const BEFORE_ILLEGAL = 'r1bqk1nr/1pppbppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 2 5';
const AFTER_NF3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
const AFTER_NC6 = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';

// Gareev - Shabalov 2017: 16. bxc8=N+ written in the 4-digit form 2734.
const UNDERPROMOTION = fs.readFileSync(
  path.join(here, '..', 'fixtures', 'serve', 'underpromotion.iccf'), 'utf8');
const UNDERPROMOTION_SAN = 'd4 Nf6 Bg5 d5 Nd2 c5 dxc5 Nc6 c3 a5 Ngf3 e6 e4 Bxc5 Bd3 h6 Bh4 g5 '
  + 'Bg3 Nh5 exd5 Nxg3 hxg3 g4 dxc6 Qxd3 Qa4 gxf3 cxb7+ Ke7 bxc8=N+ Raxc8 Nxf3 Bb4 Rd1 Qe4+ '
  + 'Kf1 Rhd8 Rh4 Qf5 cxb4 Rd3 Rd4';

let context;
let page;

before(async () => {
  assert.ok(url, 'ICCF_URL is the address of a running iccf serve (run.sh sets it)');
  fs.mkdirSync(output, { recursive: true });
  fs.mkdirSync(path.dirname(screenshot), { recursive: true });
  context = await chromium.launchPersistentContext(
    fs.mkdtempSync(path.join(os.tmpdir(), 'iccf-chromium-')),
    {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      headless: true,
      acceptDownloads: true,
      viewport: { width: 1280, height: 860 },
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  );
  page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`the page threw: ${error.message}`));
  await page.goto(url);
});

after(async () => {
  if (context) await context.close();
});

async function paste(text) {
  await page.fill('#transcript', text);
  await page.click('#check');
}

const fen = () => page.getAttribute('#board', 'data-fen');

// The board follows the caret a frame after the browser reports the selection change: wait for
// the expected position (up to 5 s), then compare, so that a wrong position fails with both.
async function boardShows(expected) {
  await page.waitForFunction(
    (want) => document.getElementById('board').dataset.fen === want, expected, { timeout: 5000 },
  ).catch(() => {});
  assert.equal(await fen(), expected);
}

test('an illegal move is underlined on its token and listed with its line and column', async () => {
  await paste(ILLEGAL);
  const item = page.locator('.diagnostic[data-code="B004"]');
  await item.waitFor();
  assert.equal(await page.locator('.diagnostic').count(), 1);
  assert.equal(await item.getAttribute('data-line'), '9');
  assert.equal(await item.getAttribute('data-column'), '56');
  const mark = page.locator('mark.underline[data-code="B004"]');
  assert.equal(await mark.textContent(), '4142');
  assert.equal(await mark.getAttribute('data-line'), '9');
  assert.match(await item.textContent(), /White.s own pawn stands on 42 \(d2\)/);
  assert.match(await page.textContent('#status'), /1 game checked: 1 error, 0 warnings/);
});

test('clicking the diagnostic shows the board before the move, its squares and the alternatives', async () => {
  // After a check the board shows the illegal move already: step to the start first.
  await page.click('#first');
  assert.equal(await fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await page.click('.diagnostic[data-code="B004"] button');
  assert.equal(await fen(), BEFORE_ILLEGAL);
  assert.equal(await page.textContent('#board-caption'), 'Before 5. 4142 (illegal)');
  const src = await page.getAttribute('#board-image', 'src');
  assert.match(src, /from=41&to=42$/);
  assert.match(await page.textContent('#board-note'), /the queen on 41 can go to 51, 52/);
  // The board image is the server's diagram of that position.
  const drawn = await page.evaluate(async (source) => (await fetch(source)).text(), src);
  assert.match(drawn, /^<svg /);
  assert.ok(drawn.includes(`data-fen="${BEFORE_ILLEGAL}"`));
});

test('clicking a move shows the board after it; arrow keys step through the game', async () => {
  const move = page.locator('.move[data-ply="3"]');
  assert.equal(await move.textContent(), '7163');
  const box = await move.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await boardShows(AFTER_NF3);
  assert.equal(await page.textContent('#board-caption'), 'After 2. 7163 (Nf3)');
  assert.equal(await page.getAttribute('.move[data-ply="3"]', 'class'), 'move current');
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  assert.equal(await fen(), AFTER_NC6);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await fen(), AFTER_NF3);
  await page.keyboard.press('End');
  assert.equal(await fen(), BEFORE_ILLEGAL);
});

test('a screenshot for the README, with the message of the underlined move', async () => {
  await page.click('.diagnostic[data-code="B004"] button');
  const box = await page.locator('mark.underline[data-code="B004"]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('#tooltip:not([hidden])').waitFor();
  assert.match(await page.textContent('#tooltip'), /error B004/);
  await page.waitForFunction(() => document.getElementById('board-image').complete);
  await page.screenshot({ path: screenshot });
  assert.ok(fs.statSync(screenshot).size > 10000);
  await page.mouse.move(0, 0);
});

test('Fix writes the 4-digit promotion in 5 digits and shows the diff', async () => {
  await paste(UNDERPROMOTION);
  await page.locator('.diagnostic[data-code="B010"]').waitFor();
  await page.click('#fix');
  await page.waitForFunction(() => document.getElementById('transcript').value.includes(' 27384 '));
  assert.equal(await page.inputValue('#transcript'), UNDERPROMOTION.replace(' 2734 ', ' 27384 '));
  assert.match(await page.textContent('#diff'), /\+13\. 4536 4843 14\. 4114 7463 15\. 3627 5857 16\. 27384 1838/);
  assert.match(await page.textContent('#diff-title'), /Fix repaired 1 problem/);
  await page.waitForFunction(() => document.querySelectorAll('.diagnostic').length === 0);
  assert.match(await page.textContent('#status'), /No problems found in 1 game/);
});

test('Download PGN gives a file python-chess reads, with the same moves', async (t) => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-pgn')]);
  assert.equal(download.suggestedFilename(), 'games.pgn');
  const file = path.join(output, 'games.pgn');
  await download.saveAs(file);
  const pgn = fs.readFileSync(file, 'utf8');
  assert.match(pgn, /\[White "Gareev,T"\]/);
  assert.match(pgn, /16\. bxc8=N\+ Raxc8/);
  let pythonChess = true;
  try {
    execFileSync('python3', ['-c', 'import chess']);
  } catch (_) {
    pythonChess = false;
  }
  if (pythonChess) {
    const san = execFileSync('python3', [path.join(here, 'read_pgn.py'), file], { encoding: 'utf8' });
    assert.equal(san.trim(), UNDERPROMOTION_SAN);
  } else {
    t.diagnostic('python-chess is not installed: the PGN text was checked instead');
    assert.ok(pgn.includes('1. d4 Nf6 2. Bg5 d5'));
  }
});

test('on a phone the board comes under the text and nothing is wider than the screen', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await paste(ILLEGAL);
  await page.locator('.diagnostic[data-code="B004"]').waitFor();
  const editor = await page.locator('#editor').boundingBox();
  const board = await page.locator('#board').boundingBox();
  assert.ok(board.y >= editor.y + editor.height, 'the board is under the editor');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await page.setViewportSize({ width: 1280, height: 860 });
});

test('everything can be reached with the keyboard', async () => {
  await page.focus('#check');
  const order = [];
  for (let i = 0; i < 12; i++) {
    order.push(await page.evaluate(() => document.activeElement.id || document.activeElement.tagName));
    await page.keyboard.press('Tab');
  }
  for (const id of ['check', 'open', 'fix', 'format', 'download-pgn', 'download-iccf', 'live', 'transcript']) {
    assert.ok(order.includes(id), `${id} is reached with Tab: ${order}`);
  }
  await page.focus('.diagnostic[data-code="B004"] button');
  await page.keyboard.press('Enter');
  assert.equal(await fen(), BEFORE_ILLEGAL);
});

// Bruzon - Adams, Wijk aan Zee 2005, with 9... Bg4 written 3864 (a digit changed).
const SLIPPED = `[Event "Corus A"]
[Site "Wijk aan Zee NED"]
[Date "2005.01.17"]
[Round "3"]
[White "Bruzon,L"]
[Black "Adams,Mi"]
[Result "1/2-1/2"]

1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 6. 6151 2725
7. 1423 5878 8. 4244 4746 9. 3233 3864 10. 3153 5544 11. 3344 3615 12. 2332 3735
13. 4435 4635 14. 2133 1534 15. 5455 4841 16. 1141 7463 17. 5566 6341 18. 6657 4132
19. 57681 1868 20. 5335 6838 21. 3345 7888 22. 3544 3446 23. 4524 1615 24. 2432 3832
25. 8283 8786 26. 5155 1514 27. 5535 3242 28. 4455 1413 29. 2213 4634 30. 3525 1/2-1/2
`;

test('the move the board found was meant is a button that writes it and checks again', async () => {
  await paste(SLIPPED);
  const item = page.locator('.diagnostic[data-code="B003"]');
  await item.waitFor();
  assert.equal(await item.getAttribute('data-line'), '10');
  assert.equal(await item.getAttribute('data-column'), '35');
  assert.match(await item.textContent(), /probably 3874 \(Bg4\)/);
  const repair = item.locator('button.repair');
  assert.equal(await repair.textContent(), 'Replace with 3874 (Bg4)');
  // The safe fixes of Fix leave a game record alone: Fix finds nothing to do here.
  await page.click('#fix');
  await page.waitForFunction(() => /Nothing to fix/.test(document.getElementById('status').textContent));
  assert.equal(await page.inputValue('#transcript'), SLIPPED);
  await repair.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(output, 'repair.png'), fullPage: true });
  await item.screenshot({ path: path.join(output, 'repair-item.png') });
  await repair.click();
  const played = SLIPPED.replace('9. 3233 3864', '9. 3233 3874');
  await page.waitForFunction((want) => document.getElementById('transcript').value === want, played);
  assert.equal(await page.inputValue('#transcript'), played);
  assert.match(await page.textContent('#diff'), /^--- <stdin>\n\+\+\+ <stdin>\n@@ -10,1 \+10,1 @@\n/);
  assert.match(await page.textContent('#diff-title'), /Replace with 3874 \(Bg4\) \(B003, line 10\)/);
  assert.match(await page.textContent('#diff'), /-7\. 1423 5878 8\. 4244 4746 9\. 3233 3864 10\./);
  assert.match(await page.textContent('#diff'), /\+7\. 1423 5878 8\. 4244 4746 9\. 3233 3874 10\./);
  await page.waitForFunction(() => document.querySelectorAll('.diagnostic').length === 0);
  assert.match(await page.textContent('#status'), /No problems found in 1 game/);
  await page.screenshot({ path: path.join(output, 'repaired.png'), fullPage: true });
  // Undo brings the record as written back, with its error.
  await page.click('#undo');
  await page.locator('.diagnostic[data-code="B003"] button.repair').waitFor();
  assert.equal(await page.inputValue('#transcript'), SLIPPED);
});

// The Russian page, also shown in docs/serve.md: chosen by the browser's Accept-Language.
const screenshotRu = process.env.ICCF_SCREENSHOT_RU
  || path.join(here, '..', '..', 'docs', 'serve-ru.png');

test('with Accept-Language ru the page, its status and the diagnostics are in Russian; the menu changes the language', async () => {
  const ru = await context.newPage();
  ru.on('pageerror', (error) => assert.fail(`the page threw: ${error.message}`));
  await ru.setExtraHTTPHeaders({ 'Accept-Language': 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7' });
  await ru.goto(url);
  assert.equal(await ru.getAttribute('html', 'lang'), 'ru');
  assert.equal(await ru.textContent('#check'), 'Проверить');
  assert.equal(await ru.textContent('#status'), 'Пока ничего не проверено.');
  assert.equal(await ru.inputValue('#language'), 'ru');
  await ru.fill('#transcript', ILLEGAL);
  await ru.click('#check');
  const item = ru.locator('.diagnostic[data-code="B004"]');
  await item.waitFor();
  assert.equal(await ru.textContent('#status'), 'Проверена 1 партия: 1 ошибка, 0 предупреждений.');
  const listed = await item.textContent();
  assert.match(listed, /^ошибка B004 строка 9, столбец 56: /);
  assert.match(listed, /на поле 42 \(d2\) стоит/);
  assert.doesNotMatch(listed, /own pawn/);
  // The board's caption and note too.
  await item.locator('button').first().click();
  assert.equal(await ru.textContent('#board-caption'), 'Перед ходом 5. 4142 (недопустимый ход)');
  const box = await ru.locator('mark.underline[data-code="B004"]').boundingBox();
  await ru.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await ru.locator('#tooltip:not([hidden])').waitFor();
  assert.match(await ru.textContent('#tooltip'), /^ошибка B004 на поле 42/);
  await ru.waitForFunction(() => document.getElementById('board-image').complete);
  await ru.screenshot({ path: screenshotRu });
  assert.ok(fs.statSync(screenshotRu).size > 10000);
  // The menu: German, the text kept, checked again in German; the choice is kept in a cookie.
  await ru.selectOption('#language', 'de');
  await ru.waitForURL(/\?lang=de$/);
  assert.equal(await ru.getAttribute('html', 'lang'), 'de');
  assert.equal(await ru.textContent('#check'), 'Prüfen');
  assert.equal(await ru.inputValue('#transcript'), ILLEGAL);
  await ru.locator('.diagnostic[data-code="B004"]').waitFor();
  assert.equal(await ru.textContent('#status'), '1 Partie geprüft: 1 Fehler, 0 Warnungen.');
  await ru.goto(url);
  assert.equal(await ru.getAttribute('html', 'lang'), 'de');
  await ru.close();
  await context.clearCookies();
});
