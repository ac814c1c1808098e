// Strategy contests (docs/contest.md): a teacher opens one, students submit tables of dice, every entry plays every
// other exactly, and the leaderboard and the matrix of win rates fill in as the pairs are played.
//
// Every text the server or a student wrote (contest names, entry names, messages) goes into the page as text
// (textContent, element(..., {text}), or a canvas's fillText), never as markup.
import {
  element, requestJson as request, rulesets, setupPanel, showError as showErrorBox,
} from './setup.js';

const $ = (selector) => document.querySelector(selector);
const API = '/api/v2/contests';
const POLL_MS = 2000;
const FRESH_MS = 2500;
const NUMBER = new Intl.NumberFormat('en-US');
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const PENDING_GREY = '#c9c9c9';

/** The server's message, on one line. */
function showError(message) {
  showErrorBox(String(message || '').replace(/\s+/g, ' ').trim());
}

/**
 * The secrets this browser keeps: the administrator's under the contest's id, each entry's under the contest's id and
 * the entry's name.
 */
const secrets = {
  adminKey: (id) => `hog-contest:${id}`,
  entryKey: (id, name) => `hog-contest:${id}:${name}`,
  read(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key, secret) {
    try {
      localStorage.setItem(key, secret);
    } catch {
      // A browser that keeps nothing: the secret was shown, and the student has it.
    }
  },
  forget(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing was kept
    }
  },
  admin: (id) => secrets.read(secrets.adminKey(id)),
  entry: (id, name) => secrets.read(secrets.entryKey(id, name)),
  /** The names of the entries of a contest whose secrets this browser keeps. */
  entries(id) {
    const prefix = secrets.entryKey(id, '');
    const names = [];
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key && key.startsWith(prefix)) {
          names.push(key.slice(prefix.length));
        }
      }
    } catch {
      // nothing is kept
    }
    return names;
  },
};

let allRulesets = [];

function rulesetOf(id) {
  return allRulesets.find((ruleset) => ruleset.id === id) || { id, name: id };
}

function percent(rate) {
  return `${(100 * rate).toFixed(2)}%`;
}

function when(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : WHEN.format(date);
}

/** "in 3 days", "5 minutes ago": how far a moment is from now, roughly. */
function fromNow(iso) {
  const ms = new Date(iso).getTime() - Date.now();
  if (Number.isNaN(ms)) {
    return '';
  }
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const units = [['day', 86400000], ['hour', 3600000], ['minute', 60000]];
  for (const [unit, size] of units) {
    if (Math.abs(ms) >= size) {
      return relative.format(Math.round(ms / size), unit);
    }
  }
  return ms >= 0 ? 'in less than a minute' : 'less than a minute ago';
}

function setupText(setup) {
  const ruleset = rulesetOf(setup.ruleset);
  const options = Object.entries(setup.options || {}).map(([key, value]) => `${key}=${value}`).join(', ');
  return `${ruleset.id}: ${ruleset.name}${options ? ` (${options})` : ''}, to ${setup.goal}`;
}

function contestPath(id) {
  return `${API}/${encodeURIComponent(id)}`;
}

// ---- The list of contests, and the form to open one ----

/** The value of a datetime-local input for a moment, in the browser's time zone. */
function localInput(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:`
    + `${pad(date.getMinutes())}`;
}

async function showList() {
  $('#contests').hidden = false;
  $('#contest').hidden = true;
  const inAWeek = new Date(Date.now() + 7 * 86400000);
  inAWeek.setHours(23, 59, 0, 0);
  $('#deadline').value = localInput(inAWeek);
  const panel = allRulesets.length > 0 ? setupPanel($('#setup'), allRulesets) : null;
  $('#open-contest').disabled = !panel;
  if (panel) {
    $('#open-contest').addEventListener('click', () => openContest(panel));
  }
  let contests;
  try {
    contests = (await request('GET', API)).contests || [];
  } catch (error) {
    showError(error.message);
    return;
  }
  const rows = contests.map((contest) => element('tr', { 'data-id': contest.id },
    element('td', {}, element('a', { href: `/contest?id=${encodeURIComponent(contest.id)}`, text: contest.name })),
    element('td', { text: `${contest.ruleset}` }),
    element('td', { class: 'num', text: `${contest.goal}` }),
    element('td', { text: when(contest.deadline) }),
    element('td', { class: 'num', text: NUMBER.format(contest.entries) }),
    element('td', { class: contest.closed ? 'quiet' : 'good', text: contest.closed ? 'closed' : 'open' })));
  $('#contest-list tbody').replaceChildren(...rows);
  $('#contest-list').hidden = rows.length === 0;
  $('#contests-none').hidden = rows.length !== 0;
}

async function openContest(panel) {
  showError('');
  const name = $('#contest-name').value.trim();
  if (!name) {
    showError('name the contest first, such as "Fall contest"');
    $('#contest-name').focus();
    return;
  }
  let setup;
  try {
    setup = panel.setup();
  } catch (error) {
    showError(error.message);
    return;
  }
  const deadline = new Date($('#deadline').value);
  if (!$('#deadline').value || Number.isNaN(deadline.getTime())) {
    showError('choose the deadline: the day and the time submissions stop');
    return;
  }
  if (deadline.getTime() <= Date.now()) {
    showError(`the deadline ${when(deadline)} is past; choose one to come`);
    return;
  }
  const maxEntries = Number.parseInt($('#max-entries').value, 10);
  if (!Number.isInteger(maxEntries) || maxEntries < 2) {
    showError(`the most entries is a whole number of 2 or more, not "${$('#max-entries').value}"`);
    return;
  }
  $('#open-contest').disabled = true;
  try {
    const opened = await request('POST', API, {
      name, setup, deadline: deadline.toISOString().replace(/\.000Z$/, 'Z'), maxEntries,
    });
    secrets.write(secrets.adminKey(opened.id), opened.adminSecret);
    $('#contests').hidden = true;
    enterContest(opened.id, { push: true, view: opened.contest, adminSecret: opened.adminSecret });
  } catch (error) {
    showError(error.message);
  } finally {
    $('#open-contest').disabled = false;
  }
}

// ---- One contest ----

/** The contest shown: its id, the standings it shows, the rows opened, and its poll. */
let shown = null;

function isFinal(standings) {
  return Boolean(standings.final) || (Boolean(standings.closed) && standings.pending === 0);
}

function enterContest(id, { push = false, view = null, adminSecret = null } = {}) {
  const url = `/contest?id=${encodeURIComponent(id)}`;
  if (push) {
    history.pushState({ id }, '', url);
  }
  const here = { id, standings: null, text: null, expanded: new Set(), names: null, timer: null, gone: false };
  shown = here;
  $('#contests').hidden = true;
  $('#contest').hidden = false;
  const link = new URL(url, location.href).href;
  $('#contest-link').href = link;
  $('#contest-link').textContent = link;
  $('#download-json').href = `${contestPath(id)}/standings.json`;
  $('#download-csv').href = `${contestPath(id)}/standings.csv`;
  $('#admin-secret-box').hidden = !adminSecret;
  $('#admin-secret').textContent = adminSecret || '';
  cli(here);
  if (view) {
    apply(here, view);
    schedule(here);
  } else {
    poll(here);
  }
}

async function poll(here) {
  if (here.gone) {
    return;
  }
  try {
    apply(here, await request('GET', contestPath(here.id)));
  } catch (error) {
    showError(error.message);
    if (error.status === 404) {
      here.gone = true;
      $('#contest-title').textContent = 'No such contest';
      $('#contest-state').textContent = `No contest has the id ${here.id}.`;
      return;
    }
  }
  schedule(here);
}

/** Asks again in 2 s, until the standings are final. */
function schedule(here) {
  clearTimeout(here.timer);
  here.timer = null;
  if (!here.gone && !(here.standings && isFinal(here.standings))) {
    here.timer = setTimeout(() => poll(here), POLL_MS);
  }
}

/** Takes in the standings: redraws what changed. */
function apply(here, standings) {
  if (here !== shown || here.gone) {
    return;
  }
  // What tells two standings apart, cheaper than the whole of them: a contest of 2,000 entries has 4,000,000 cells,
  // and they change only as pairs are played (pending) or entries come, go or change their tables (hash).
  const text = [standings.name, standings.deadline, standings.closed, standings.final, standings.pairs,
    standings.pending, ...(standings.entries || []).map((entry) => `${entry.rank} ${entry.hash} ${entry.beaten}`
      + ` ${entry.meanWinRate} ${entry.name}`)].join('\n');
  if (text === here.text) {
    return;
  }
  const before = here.names;
  here.text = text;
  here.standings = standings;
  here.names = new Set((standings.entries || []).map((entry) => entry.name));
  here.spread = spreadOf(standings.entries || []);
  document.title = `Hog contest: ${standings.name}`;
  about(here);
  leaderboard(here, before);
  drawMatrix(here);
  admin(here);
  submitPanel(here);
}

function about(here) {
  const s = here.standings;
  $('#contest-title').textContent = s.name;
  $('#contest-setup').textContent = setupText(s.setup);
  const final = isFinal(s);
  const state = final ? 'final' : s.closed ? 'closed' : 'open';
  $('#contest-deadline').textContent = s.closed ? `Deadline ${when(s.deadline)}.`
    : `Open until ${when(s.deadline)} (${fromNow(s.deadline)}).`;
  const stateLine = $('#contest-state');
  stateLine.dataset.state = state;
  stateLine.textContent = final ? 'Closed: these standings are final.'
    : s.closed ? 'Closed: no more submissions; the standings are final once the last pairs are played.'
      : 'Open: the leaderboard updates as the pairs are played.';
  const pairs = s.pairs || 0;
  const pending = s.pending || 0;
  $('#progress-box').hidden = pairs === 0;
  $('#progress-box').dataset.pending = pending;
  $('#progress').textContent = pending > 0
    ? `${NUMBER.format(pending)} of ${NUMBER.format(pairs)} pair${pairs === 1 ? '' : 's'} to play`
    : `All ${NUMBER.format(pairs)} pair${pairs === 1 ? '' : 's'} played.`;
  $('#progress-bar').max = Math.max(1, pairs);
  $('#progress-bar').value = pairs - pending;
}

// ---- The leaderboard ----

function leaderboard(here, before) {
  const entries = here.standings.entries || [];
  const mine = new Set(secrets.entries(here.id));
  const rows = [];
  entries.forEach((entry, index) => {
    const open = here.expanded.has(entry.name);
    const toggle = element('button', {
      type: 'button', class: 'expand', 'aria-expanded': String(open),
      'aria-label': 'results against each entry', text: open ? '▾' : '▸',
    });
    const name = element('td', { class: 'name' }, toggle, element('span', { class: 'entry-name', text: entry.name }));
    if (mine.has(entry.name)) {
      name.append(element('span', { class: 'yours', text: 'yours' }));
    }
    const played = (entry.row || []).filter((rate, j) => j !== index && rate !== null).length;
    // No win rate until one of its pairs is played.
    const rated = typeof entry.meanWinRate === 'number';
    const row = element('tr', {
      class: `entry${open ? ' open' : ''}`, 'data-name': entry.name, 'data-rank': entry.rank,
      title: `${played} of ${Math.max(0, entries.length - 1)} opponents played`,
    },
    element('td', { class: 'num rank', text: `${entry.rank}` }),
    name,
    element('td', { class: 'num beaten', text: `${entry.beaten}` }),
    element('td', { class: 'num rate', text: rated ? percent(entry.meanWinRate) : '–' }),
    element('td', { class: 'bar' }, ...(rated ? [element('span', {
      style: `width: ${(100 * Math.min(1, Math.max(0, entry.meanWinRate))).toFixed(1)}%`,
    })] : [])));
    if (before && !before.has(entry.name)) {
      row.classList.add('fresh');
      setTimeout(() => row.classList.remove('fresh'), FRESH_MS);
    }
    row.addEventListener('click', () => {
      if (here.expanded.has(entry.name)) {
        here.expanded.delete(entry.name);
      } else {
        here.expanded.add(entry.name);
      }
      leaderboard(here, null);
    });
    rows.push(row);
    if (open) {
      rows.push(details(entries, index, here.spread));
    }
  });
  $('#leaderboard tbody').replaceChildren(...rows);
  $('#leaderboard').hidden = entries.length === 0;
  $('#no-entries').hidden = entries.length !== 0;
  $('#leaderboard-hint').hidden = entries.length === 0;
}

/** An entry's row of the matrix: its win rate against each other entry, in rank order. */
function details(entries, index, spread) {
  const entry = entries[index];
  const items = [];
  entries.forEach((opponent, j) => {
    if (j === index) {
      return;
    }
    const rate = (entry.row || [])[j];
    const item = element('li', { class: rate === null || rate === undefined ? 'pending' : rate > 0.500001 ? 'won' : 'lost' },
      element('span', { class: 'swatch', style: `background: ${colour(rate, spread)}` }),
      element('span', { class: 'against', text: `${opponent.rank}. ${opponent.name}` }),
      element('span', { class: 'num', text: rate === null || rate === undefined ? 'to play' : percent(rate) }));
    items.push(item);
  });
  return element('tr', { class: 'details', 'data-name': entry.name },
    element('td', { colspan: 5 },
      items.length === 0 ? element('p', { class: 'quiet', text: 'No other entry yet.' })
        : element('ul', { class: 'against-list' }, ...items)));
}

// ---- The matrix ----

const WHITE = [247, 247, 247];
const BLUE = [33, 102, 172];
const RED = [178, 24, 43];

/** A colour for a win rate: white at 0.5, deep blue at 0.5 + spread and above, deep red at 0.5 - spread and below. */
function colour(rate, spread) {
  if (rate === null || rate === undefined) {
    return PENDING_GREY;
  }
  const t = Math.max(-1, Math.min(1, (rate - 0.5) / spread));
  const to = t >= 0 ? BLUE : RED;
  const mix = [0, 1, 2].map((i) => Math.round(WHITE[i] + (to[i] - WHITE[i]) * Math.abs(t)));
  return `rgb(${mix.join(', ')})`;
}

/** The spread of the colour scale: the largest distance from 0.5 of any win rate, at least 0.05. */
function spreadOf(entries) {
  let spread = 0.05;
  entries.forEach((entry, i) => (entry.row || []).forEach((rate, j) => {
    if (i !== j && rate !== null && rate !== undefined) {
      spread = Math.max(spread, Math.abs(rate - 0.5));
    }
  }));
  return Math.min(0.5, Math.ceil(spread * 100) / 100);
}

/** The matrix's most width on the page, in CSS pixels. */
const MATRIX_PX = 400;

/** [r, g, b] of a CSS rgb() colour or a #rrggbb one. */
function rgbOf(css) {
  if (css.startsWith('#')) {
    return [1, 3, 5].map((i) => Number.parseInt(css.slice(i, i + 2), 16));
  }
  return css.slice(4, -1).split(',').map((part) => Number(part));
}

/**
 * Draws the matrix on its canvas: a cell of a few pixels per pair, the ranks along the top and the left when the
 * cells are large enough, or, for hundreds of entries, a pixel per pair shown scaled to fit.
 */
function drawMatrix(here) {
  const entries = here.standings.entries || [];
  const n = entries.length;
  const canvas = $('#matrix');
  const spread = here.spread;
  const rateAt = (i, j) => (entries[i].row || [])[j];
  let pending = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const rate = rateAt(i, j);
      if (i !== j && (rate === null || rate === undefined)) {
        pending += 1;
      }
    }
  }
  canvas.hidden = n === 0;
  $('#matrix-panel').hidden = n === 0;
  const whole = Math.min(32, Math.floor(MATRIX_PX / Math.max(1, n)));
  if (n > 0 && whole < 2) {
    // One pixel a pair, scaled down to fit.
    canvas.width = n;
    canvas.height = n;
    canvas.style.width = `${MATRIX_PX}px`;
    canvas.style.height = `${MATRIX_PX}px`;
    const context = canvas.getContext('2d');
    const image = context.createImageData(n, n);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const [r, g, b] = i === j ? [255, 255, 255] : rgbOf(colour(rateAt(i, j), spread));
        const at = 4 * (i * n + j);
        image.data.set([r, g, b, 255], at);
      }
    }
    context.putImageData(image, 0, 0);
    here.matrix = { cell: MATRIX_PX / n, margin: 0, n };
  } else {
    const cell = whole;
    const margin = n > 0 && cell >= 12 ? 24 : 0;
    const size = margin + cell * n;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(size * ratio));
    canvas.height = Math.max(1, Math.round(size * ratio));
    canvas.style.width = `${size}px`;
    canvas.style.height = `${size}px`;
    const context = canvas.getContext('2d');
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size, size);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        context.fillStyle = i === j ? '#ffffff' : colour(rateAt(i, j), spread);
        context.fillRect(margin + j * cell, margin + i * cell, cell, cell);
      }
    }
    if (cell >= 6) {
      // The diagonal, each entry against itself, crossed out.
      context.strokeStyle = '#bbb';
      context.lineWidth = 1;
      for (let k = 0; k < n; k++) {
        context.beginPath();
        context.moveTo(margin + k * cell + 2, margin + (k + 1) * cell - 2);
        context.lineTo(margin + (k + 1) * cell - 2, margin + k * cell + 2);
        context.stroke();
      }
    }
    if (cell >= 10 && n > 1) {
      context.strokeStyle = '#ffffff';
      for (let k = 1; k < n; k++) {
        context.beginPath();
        context.moveTo(margin + k * cell + 0.5, margin);
        context.lineTo(margin + k * cell + 0.5, size);
        context.moveTo(margin, margin + k * cell + 0.5);
        context.lineTo(size, margin + k * cell + 0.5);
        context.stroke();
      }
    }
    if (margin > 0) {
      context.fillStyle = '#555';
      context.font = '11px system-ui, sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      entries.forEach((entry, k) => {
        context.fillText(`${entry.rank}`, margin + k * cell + cell / 2, margin / 2);
        context.fillText(`${entry.rank}`, margin / 2, margin + k * cell + cell / 2);
      });
    }
    here.matrix = { cell, margin, n };
  }
  canvas.dataset.cell = String(here.matrix.cell);
  canvas.dataset.margin = String(here.matrix.margin);
  canvas.dataset.cells = String(n * n);
  canvas.dataset.pending = String(pending);
  canvas.setAttribute('aria-label', `the win rates of ${n} entries against each other; ${pending} of its cells`
    + ' still to play');
  legend(spread, n > 0);
}

function legend(spread, visible) {
  const box = $('#matrix-legend');
  box.hidden = !visible;
  const low = Math.round(100 * (0.5 - spread));
  const high = Math.round(100 * (0.5 + spread));
  box.replaceChildren(
    element('span', { class: 'scale-label', text: `${low}% or less` }),
    element('span', {
      class: 'scale',
      style: `background: linear-gradient(to right, ${colour(0.5 - spread, spread)}, ${colour(0.5, spread)},`
        + ` ${colour(0.5 + spread, spread)})`,
    }),
    element('span', { class: 'scale-label', text: `${high}% or more` }),
    element('span', { class: 'swatch', style: `background: ${PENDING_GREY}` }),
    element('span', { class: 'scale-label', text: 'to play' }));
}

/** The cell under the mouse: its row and column, or null. */
function cellAt(here, event) {
  const m = here && here.matrix;
  if (!m || m.n === 0) {
    return null;
  }
  const box = $('#matrix').getBoundingClientRect();
  const col = Math.floor((event.clientX - box.left - m.margin) / m.cell);
  const row = Math.floor((event.clientY - box.top - m.margin) / m.cell);
  return row >= 0 && col >= 0 && row < m.n && col < m.n ? { row, col } : null;
}

function hover(event) {
  const here = shown;
  const at = cellAt(here, event);
  const line = $('#matrix-hover');
  if (!at) {
    line.textContent = '\u00a0';
    return;
  }
  const entries = here.standings.entries;
  const a = entries[at.row];
  const b = entries[at.col];
  if (at.row === at.col) {
    line.textContent = `${a.rank}. ${a.name}: against itself`;
    return;
  }
  const rate = (a.row || [])[at.col];
  line.textContent = rate === null || rate === undefined
    ? `${a.rank}. ${a.name} against ${b.rank}. ${b.name}: still to play`
    : `${a.rank}. ${a.name} against ${b.rank}. ${b.name}: wins ${percent(rate)} over both seats`;
}

function clickCell(event) {
  const here = shown;
  const at = cellAt(here, event);
  if (at) {
    here.expanded.add(here.standings.entries[at.row].name);
    leaderboard(here, null);
  }
}

// ---- The administrator: close ----

function admin(here) {
  const s = here.standings;
  const kept = secrets.admin(here.id);
  $('#admin').hidden = Boolean(s.closed);
  $('#admin-kept').hidden = !kept;
  $('#admin-typed-label').hidden = Boolean(kept);
}

async function close(here) {
  showError('');
  const kept = secrets.admin(here.id);
  const secret = kept || $('#admin-typed').value.trim();
  if (!secret) {
    showError('type the administrator\'s secret, shown when the contest was opened');
    $('#admin-typed').focus();
    return;
  }
  if (!window.confirm(`Close ${here.standings.name} now? It takes no more submissions after that.`)) {
    return;
  }
  $('#close').disabled = true;
  try {
    const standings = await request('POST', `${contestPath(here.id)}/close`, undefined, secret);
    if (!kept) {
      secrets.write(secrets.adminKey(here.id), secret);
    }
    $('#admin-typed').value = '';
    apply(here, standings);
    schedule(here);
  } catch (error) {
    showError(error.message);
    if (kept && error.status === 403) {
      secrets.forget(secrets.adminKey(here.id));
      admin(here);
    }
  } finally {
    $('#close').disabled = false;
  }
}

// ---- Entries: submit, replace, withdraw ----

function submitPanel(here) {
  const s = here.standings;
  const closed = Boolean(s.closed);
  $('#submit-form').hidden = closed;
  $('#from-machine').hidden = closed;
  $('#table-help').textContent = closed ? 'The contest is closed: it takes no more submissions.'
    : `A table: ${s.setup.goal} rows, one for each of your scores from 0, each of ${s.setup.goal} whole numbers of`
      + ' dice, one for each of the opponent\'s scores: the course\'s JSON ([[5, 5, …], …]) or the CSV that'
      + ' table:FILE reads. A name you submitted from this browser before is replaced.';
  const names = secrets.entries(here.id).filter((name) => here.names.has(name)).sort();
  $('#mine').hidden = names.length === 0 || closed;
  $('#mine-list').replaceChildren(...names.map((name) => {
    const withdraw = element('button', { type: 'button', class: 'withdraw', text: 'Withdraw' });
    withdraw.addEventListener('click', () => withdrawEntry(here, name, withdraw));
    return element('li', { 'data-name': name }, element('span', { class: 'entry-name', text: name }), withdraw);
  }));
}

/** A word for a shell: as it is when it is plain, else in single quotes. */
function shellWord(word) {
  return /^[A-Za-z0-9_.,:/@%+=-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

function cli(here) {
  const name = $('#entry-name').value.trim();
  $('#cli').textContent = `hog contest submit --server ${location.origin} --contest ${shellWord(here.id)}`
    + ` --name ${name ? shellWord(name) : 'NAME'} python:hog.py`;
}

function formatOf(file, text) {
  const chosen = $('#entry-format').value;
  if (chosen !== 'auto') {
    return chosen;
  }
  const name = file ? file.name.toLowerCase() : '';
  if (name.endsWith('.json')) {
    return 'json';
  }
  if (name.endsWith('.csv')) {
    return 'csv';
  }
  return text.trimStart().startsWith('[') ? 'json' : 'csv';
}

async function submitEntry(here) {
  showError('');
  $('#submitted').hidden = true;
  const name = $('#entry-name').value.trim();
  if (!name) {
    showError('type the entry\'s name first');
    $('#entry-name').focus();
    return;
  }
  const file = $('#entry-file').files[0];
  const pasted = $('#entry-paste').value;
  if (!file && !pasted.trim()) {
    showError('choose a table file or paste a table: JSON as the course\'s, or the CSV that table:FILE reads');
    return;
  }
  $('#submit').disabled = true;
  try {
    const table = file ? await file.text() : pasted;
    const secret = secrets.entry(here.id, name);
    const reply = await request('POST', `${contestPath(here.id)}/entries`,
      { name, table, format: formatOf(file, table) }, secret || undefined);
    if (reply.secret) {
      secrets.write(secrets.entryKey(here.id, name), reply.secret);
      $('#entry-secret-for').textContent = `${name}'s secret:`;
      $('#entry-secret').textContent = reply.secret;
      $('#entry-secret-box').hidden = false;
    } else {
      $('#entry-secret-box').hidden = true;
    }
    $('#submitted').textContent = reply.secret ? `${name} is in the contest: its pairs are being played.`
      : `${name}'s table is replaced: its pairs are being played again.`;
    $('#submitted').hidden = false;
    $('#entry-file').value = '';
    $('#entry-paste').value = '';
    if (reply.contest && reply.contest.entries.every((entry) => entry.row)) {
      apply(here, reply.contest);
      schedule(here);
    } else {
      // A large contest's answer leaves the rows out: the page asks for the whole standings now.
      poll(here);
    }
  } catch (error) {
    showError(error.message);
  } finally {
    $('#submit').disabled = false;
  }
}

async function withdrawEntry(here, name, button) {
  showError('');
  if (!window.confirm(`Withdraw ${name} from the contest?`)) {
    return;
  }
  button.disabled = true;
  const key = secrets.entryKey(here.id, name);
  try {
    const standings = await request('DELETE', `${contestPath(here.id)}/entries/${encodeURIComponent(name)}`,
      undefined, secrets.read(key));
    secrets.forget(key);
    $('#entry-secret-box').hidden = true;
    $('#submitted').textContent = `${name} is withdrawn.`;
    $('#submitted').hidden = false;
    apply(here, standings);
    schedule(here);
  } catch (error) {
    showError(error.message);
    if (error.status === 403 || error.status === 404) {
      secrets.forget(key); // the secret holds no entry any more
      submitPanel(here);
    }
  } finally {
    button.disabled = false;
  }
}

async function main() {
  window.addEventListener('popstate', () => location.reload());
  // The contest's buttons act on the contest shown when they are clicked.
  $('#submit-form').addEventListener('submit', (event) => {
    event.preventDefault();
    if (shown) {
      submitEntry(shown);
    }
  });
  $('#entry-name').addEventListener('input', () => shown && cli(shown));
  $('#close').addEventListener('click', () => shown && close(shown));
  $('#matrix').addEventListener('mousemove', hover);
  $('#matrix').addEventListener('mouseleave', () => {
    $('#matrix-hover').textContent = '\u00a0';
  });
  $('#matrix').addEventListener('click', clickCell);
  try {
    allRulesets = await rulesets();
  } catch (error) {
    showError(error.message);
  }
  const id = (new URLSearchParams(location.search).get('id') || '').trim();
  if (id) {
    enterContest(id);
  } else {
    await showList();
  }
}

main();
