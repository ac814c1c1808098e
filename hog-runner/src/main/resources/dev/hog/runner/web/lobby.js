// The lobby: two people play each other from their own browsers (docs/lobby.md). One creates a game and sends its
// code; the other joins; each page follows the game live through server-sent events.
//
// Every text the server or a player wrote (names, commentary, messages) goes into the page as text (textContent,
// element(..., {text})), never as markup.
import {
  choiceName, element, gameMoves, oddsRows, postJson, requestJson as request, rulesets, setupPanel, showError,
  turnWords,
} from './setup.js';
import { die } from './dice.js';

const $ = (selector) => document.querySelector(selector);
const API = '/api/v2/lobby';
const OPEN_EVERY_MS = 3000;
const ODDS_AGAIN_MS = 1000;
const NAME_KEY = 'hog-lobby-name';

/** The seat this browser holds in a game, kept by the game's code: {seat, secret}, or null. */
const seats = {
  key: (code) => `hog-lobby:${code}`,
  get(code) {
    try {
      const kept = JSON.parse(localStorage.getItem(seats.key(code)));
      return kept && Number.isInteger(kept.seat) && typeof kept.secret === 'string' ? kept : null;
    } catch {
      return null;
    }
  },
  set(code, seat, secret) {
    localStorage.setItem(seats.key(code), JSON.stringify({ seat, secret }));
  },
  forget(code) {
    localStorage.removeItem(seats.key(code));
  },
};

let allRulesets = [];
let openTimer = null;

/** The game this page shows, or null in the lobby. */
let game = null;

function rulesetOf(id) {
  return allRulesets.find((ruleset) => ruleset.id === id)
    || { id, name: id, maxDice: 10, sides: 6, options: [], strategies: [] };
}

function normalCode(text) {
  return text.trim().toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function rememberName(name) {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // A browser that keeps nothing forgets the name, no more.
  }
}

function rememberedName() {
  try {
    return localStorage.getItem(NAME_KEY) || '';
  } catch {
    return '';
  }
}

// ---- The lobby: create, join by code, the open games ----

async function refreshOpen() {
  let open;
  try {
    open = (await request('GET', API)).open || [];
  } catch (error) {
    showError(error.message);
    return;
  }
  if (game) {
    return;
  }
  const rows = open.map((entry) => {
    const join = element('button', { type: 'button', class: 'join-open', 'data-code': entry.code, text: 'Join' });
    join.addEventListener('click', () => enterGame(entry.code, { push: true, join: true }));
    return element('tr', { 'data-code': entry.code },
      element('td', { class: 'code', text: entry.code }),
      element('td', { text: entry.name || '' }),
      element('td', { text: entry.rulesetName ? `${entry.ruleset}: ${entry.rulesetName}` : `${entry.ruleset}` }),
      element('td', { text: `${entry.goal}` }),
      element('td', {}, join));
  });
  $('#open tbody').replaceChildren(...rows);
  $('#open').hidden = rows.length === 0;
  $('#open-none').hidden = rows.length !== 0;
}

function showLobby(panel) {
  $('#lobby').hidden = false;
  $('#game').hidden = true;
  $('#create-name').value = rememberedName();
  $('#create').disabled = !panel;
  refreshOpen();
  openTimer = setInterval(refreshOpen, OPEN_EVERY_MS);
}

async function create(panel) {
  showError('');
  const name = $('#create-name').value.trim();
  if (!name) {
    showError('type your name first');
    $('#create-name').focus();
    return;
  }
  let setup;
  try {
    setup = panel.setup();
  } catch (error) {
    showError(error.message);
    return;
  }
  $('#create').disabled = true;
  try {
    const made = await request('POST', API, { setup, name });
    rememberName(name);
    seats.set(made.code, made.seat, made.secret);
    await enterGame(made.code, { push: true, view: made.game });
  } catch (error) {
    showError(error.message);
  } finally {
    $('#create').disabled = false;
  }
}

// ---- One game ----

/** Leaves the game shown now: its live stream closed, its odds forgotten. */
function closeGame() {
  if (game) {
    game.closed = true;
    game.oddsToken += 1;
    if (game.source) {
      game.source.close();
    }
  }
  game = null;
}

/**
 * Shows the game of a code: checks the seat this browser keeps for it (a stale one is forgotten), draws what the
 * server holds, and follows the game live.
 */
async function enterGame(code, { push = false, view = null, join = false } = {}) {
  closeGame();
  if (openTimer) {
    clearInterval(openTimer);
    openTimer = null;
  }
  showError('');
  const url = `/lobby?game=${encodeURIComponent(code)}`;
  if (push) {
    history.pushState({ code }, '', url);
  } else {
    history.replaceState({ code }, '', url);
  }
  const here = {
    code, seat: null, secret: null, view: null, turns: [], closed: false, busy: false, source: null,
    oddsToken: 0, oddsFor: null, wantsJoin: join,
  };
  game = here;
  $('#lobby').hidden = true;
  $('#game').hidden = false;
  $('#code').textContent = code;
  $('#big-code').textContent = code;
  $('#link').value = new URL(url, location.href).href;
  $('#log').replaceChildren();
  $('#no-turns').hidden = false;
  $('#winner').hidden = true;
  $('#rolls').replaceChildren();
  $('#odds').hidden = true;
  $('#join-name').value = rememberedName();

  const kept = seats.get(code);
  if (kept) {
    try {
      const held = await request('GET', `${API}/${encodeURIComponent(code)}/seat`, undefined, kept.secret);
      here.seat = held.seat;
      here.secret = kept.secret;
      if (held.seat !== kept.seat) {
        seats.set(code, held.seat, kept.secret);
      }
    } catch (error) {
      if (error.status === 401 || error.status === 403) {
        seats.forget(code);
      } else if (error.status === 404) {
        seats.forget(code);
        gone(here, error.message);
        return;
      } else {
        // The server is down or busy: keep the secret, and watch until it answers again.
        showError(error.message);
      }
    }
  }
  if (here.closed) {
    return;
  }
  if (view) {
    apply(here, view);
  } else {
    try {
      apply(here, await request('GET', `${API}/${encodeURIComponent(code)}`));
    } catch (error) {
      if (error.status === 404) {
        gone(here, error.message);
      } else {
        showError(error.message);
      }
      if (here.closed || error.status === 404) {
        return;
      }
    }
  }
  follow(here);
}

function gone(here, message) {
  showError(message);
  $('#status').textContent = `No game has the code ${here.code}.`;
  $('#waiting').hidden = true;
  $('#join-form').hidden = true;
  $('#leave').hidden = true;
  $('#rematch').hidden = true;
  $('#role').textContent = '';
  $('#setup-line').textContent = '';
  for (const player of [0, 1]) {
    $(`#player${player} .name`).textContent = '';
    $(`#player${player} .score`).textContent = '';
  }
}

/**
 * Follows the game's server-sent events from the turns the page has; EventSource reconnects by itself and asks for
 * what it missed (its Last-Event-ID).
 */
function follow(here) {
  const source = new EventSource(`${API}/${encodeURIComponent(here.code)}/events?after=${here.turns.length}`);
  here.source = source;
  source.addEventListener('game', (event) => {
    if (here.closed) {
      return;
    }
    try {
      apply(here, JSON.parse(event.data));
    } catch (error) {
      showError(`a live update could not be read: ${error.message}`);
    }
  });
  source.addEventListener('error', () => {
    if (!here.closed && source.readyState === EventSource.CLOSED) {
      showError('the live updates stopped; reload the page to follow the game again');
    }
  });
}

/**
 * Takes in a view of the game: its new turns (deduplicated by their numbers) and, unless it is older than what the
 * page knows, its state.
 */
function apply(here, view) {
  const turns = view.turns || [];
  const from = Number.isInteger(view.from) ? view.from : 0;
  if (from > here.turns.length) {
    // A turn went missing between two views: ask for the whole game once more.
    refetch(here);
  }
  const stale = here.view !== null && from + turns.length < here.turns.length;
  const before = here.view;
  if (!stale) {
    here.view = { ...view, turns: undefined };
  }
  let added = false;
  for (const turn of turns) {
    if (turn.number === here.turns.length) {
      here.turns.push(turn);
      logTurn(here, turn);
      added = true;
    }
  }
  if (stale) {
    return; // an older view than the page shows
  }
  if (view.rematch && view.over) {
    followRematch(here, view.rematch);
    return;
  }
  render(here);
  if (added && before) {
    flash();
  }
}

/** Marks the newest turn for a moment, so that a roll from the other browser catches the eye. */
function flash() {
  const newest = $('#log li.turn');
  if (newest) {
    newest.classList.add('fresh');
    setTimeout(() => newest.classList.remove('fresh'), 1500);
  }
}

async function refetch(here) {
  try {
    const whole = await request('GET', `${API}/${encodeURIComponent(here.code)}`);
    if (!here.closed) {
      apply(here, whole);
    }
  } catch (error) {
    showError(error.message);
  }
}

/** Both pages move to the rematch; the secret that held a seat here holds the same seat there. */
function followRematch(here, code) {
  if (here.closed) {
    return;
  }
  if (here.secret !== null && here.seat !== null && !seats.get(code)) {
    seats.set(code, here.seat, here.secret);
  }
  enterGame(code, { push: true });
}

function names(here) {
  const given = here.view.names || [];
  return [0, 1].map((seat) => given[seat] ?? null);
}

function nameOf(here, seat) {
  return names(here)[seat] ?? `Player ${seat + 1}`;
}

function render(here) {
  const view = here.view;
  const ruleset = rulesetOf(view.setup.ruleset);
  const seated = here.seat !== null;
  const [first, second] = names(here);
  const free = [first, second].some((name) => name === null);
  const mine = seated && view.started && !free && !view.over && view.state.mover === here.seat;

  const options = Object.entries(view.setup.options || {}).map(([key, value]) => `${key}=${value}`).join(', ');
  $('#setup-line').textContent = `${ruleset.id}: ${ruleset.name}${options ? ` (${options})` : ''}, to ${view.setup.goal}`;

  for (const seat of [0, 1]) {
    const box = $(`#player${seat}`);
    const name = names(here)[seat];
    box.querySelector('.name').textContent = name ?? 'a free seat';
    box.querySelector('.name').classList.toggle('free', name === null);
    box.querySelector('.score').textContent = view.state.scores[seat];
    box.classList.toggle('to-move', view.started && !view.over && view.state.mover === seat);
    box.classList.toggle('you', here.seat === seat);
  }

  $('#role').textContent = seated ? `You are ${nameOf(here, here.seat)}, seat ${here.seat + 1}.`
    : 'You are watching.';
  $('#waiting').hidden = !(seated && !view.started && !view.over && free);
  $('#join-form').hidden = seated || !free || view.over;
  if (!$('#join-form').hidden && here.wantsJoin) {
    here.wantsJoin = false;
    $('#join-name').focus();
  }
  $('#join-why').textContent = first === null && second === null ? 'Both seats are free.'
    : `${first ?? second} is waiting for a player.`;
  $('#leave').hidden = !seated;
  $('#rematch').hidden = !(seated && view.over && !view.rematch);

  const status = $('#status');
  status.classList.toggle('yours', mine);
  if (view.over) {
    status.textContent = `Game over after ${here.turns.length} turns.`;
  } else if (!view.started || free) {
    status.textContent = free && view.started ? `${first ?? second}'s opponent left: the game waits for a player.`
      : 'Waiting for a second player.';
  } else if (mine) {
    status.textContent = `Your turn: how many dice?${view.state.extraTurn ? ' An extra turn!' : ''}${diceSize(view, ruleset)}`;
  } else if (seated) {
    status.textContent = `Waiting for ${nameOf(here, view.state.mover)} to roll.`;
  } else {
    status.textContent = `${nameOf(here, view.state.mover)}'s turn.`;
  }

  const winner = $('#winner');
  winner.hidden = !view.over;
  if (view.over) {
    winner.textContent = view.winner === -1 ? 'A tie!'
      : view.winner === here.seat ? `You win, ${nameOf(here, view.winner)}!` : `${nameOf(here, view.winner)} wins!`;
    winner.dataset.winner = view.winner;
  }

  diceButtons(here, ruleset, mine);
  showForbidden(here, mine);
  askOdds(here, mine);
}

function diceSize(view, ruleset) {
  const sides = view.sides ? new Set(view.sides.slice(1)) : new Set([ruleset.sides]);
  return sides.size === 1 && !sides.has(ruleset.sides) ? ` The dice are ${[...sides][0]}-sided this turn.` : '';
}

function diceButtons(here, ruleset, mine) {
  const view = here.view;
  const legal = new Set(view.legalDice || []);
  const refusals = view.refusals || {};
  const buttons = [];
  for (let dice = 0; dice <= ruleset.maxDice; dice++) {
    const sides = view.sides ? view.sides[dice] : ruleset.sides;
    const button = element('button', { type: 'button', class: 'roll', 'data-dice': dice, text: `Roll ${dice}` });
    if (dice > 0 && sides !== undefined && sides !== ruleset.sides) {
      button.append(element('small', { text: ` ${sides}-sided` }));
    }
    if (refusals[dice]) {
      button.classList.add('forbidden');
      button.title = refusals[dice];
    }
    button.disabled = !mine || here.busy || !legal.has(dice);
    button.addEventListener('click', () => roll(here, dice));
    buttons.push(button);
  }
  for (const move of gameMoves(ruleset, view.legalDice || [], refusals)) {
    const button = element('button', { type: 'button', class: 'roll move', 'data-dice': move.choice,
      text: `${move.name} (${move.choice})`, title: refusals[move.choice] || move.description });
    if (refusals[move.choice]) {
      button.classList.add('forbidden');
    }
    button.disabled = !mine || here.busy || !legal.has(move.choice);
    button.addEventListener('click', () => roll(here, move.choice));
    buttons.push(button);
  }
  $('#rolls').replaceChildren(...buttons);
}

function showForbidden(here, mine) {
  const note = $('#forbidden');
  const refusals = here.view.refusals || {};
  const forbidden = Object.keys(refusals);
  note.hidden = !mine || forbidden.length === 0;
  note.textContent = note.hidden ? ''
    : `${refusals[forbidden[0]]}.${forbidden.length > 1 ? ' Each greyed button says why it is greyed.' : ''}`;
}

function effectText(effect) {
  return `${effect.rule}! ${effect.message}`;
}

/** A turn in the log, newest first: who rolled what, the faces, the rules that fired and the commentary. */
function logTurn(here, turn) {
  const ruleset = rulesetOf(here.view.setup.ruleset);
  const who = nameOf(here, turn.player);
  const item = element('li', { class: 'turn', 'data-number': turn.number, 'data-player': turn.player });
  const what = turnWords(ruleset, who, turn);
  item.append(element('p', { class: 'what' },
    element('span', { text: `${what}: ${turn.points} point${turn.points === 1 ? '' : 's'}.` }),
    element('span', { class: 'after', text: `${turn.scores[0]}–${turn.scores[1]}` })));
  if (turn.outcomes.length > 0) {
    const faces = element('div', { class: 'faces' });
    for (const face of turn.outcomes) {
      faces.append(die(face, turn.sides, ruleset.sides));
    }
    item.append(faces);
  }
  if (turn.effects.length > 0) {
    item.append(element('ul', { class: 'effects' },
      ...turn.effects.map((effect) => element('li', { text: effectText(effect) }))));
  }
  if (turn.commentary.length > 0) {
    item.append(element('ul', { class: 'commentary' }, ...turn.commentary.map((text) => element('li', { text }))));
  }
  const log = $('#log');
  log.prepend(item);
  $('#no-turns').hidden = true;
}

// ---- The odds on your own turn ----

/** Asks for the odds of the state now, on your own turn only, once a state; asks again while they are not ready. */
async function askOdds(here, mine) {
  const panel = $('#odds');
  if (!mine) {
    here.oddsToken += 1;
    here.odds = null;
    here.oddsFor = null;
    panel.hidden = true;
    return;
  }
  const state = here.view.state;
  const key = JSON.stringify(state);
  if (here.oddsFor === key) {
    if (here.odds) {
      showOdds(here, here.odds); // the buttons were drawn afresh: mark the best again
    }
    return;
  }
  const token = ++here.oddsToken;
  here.odds = null;
  here.oddsFor = key;
  panel.hidden = false;
  $('#odds-chance').textContent = 'Solving the odds…';
  $('#odds-table').replaceChildren();
  const question = { setup: here.view.setup, state };
  while (token === here.oddsToken && !here.closed) {
    let odds;
    try {
      odds = await postJson('/api/v2/odds', question);
    } catch (error) {
      if (token === here.oddsToken) {
        $('#odds-chance').textContent = `No odds: ${error.message}`;
      }
      return;
    }
    if (token !== here.oddsToken || here.closed) {
      return;
    }
    if (odds.ready) {
      here.odds = odds;
      showOdds(here, odds);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, ODDS_AGAIN_MS));
  }
}

function showOdds(here, odds) {
  $('#odds-chance').textContent = `Your chance of winning, playing optimally against an optimal opponent: `
    + `${(100 * odds.chance).toFixed(2)}%. Best: ${odds.best < 0 ? '' : 'roll '}`
    + `${choiceName(rulesetOf(here.view.setup.ruleset), odds.best)}.`;
  const rows = oddsRows(odds)
    .map(({ chance, dice }) => {
      const best = dice === odds.best;
      return element('tr', { class: best ? 'best' : '', 'data-dice': dice },
        element('th', { text: choiceName(rulesetOf(here.view.setup.ruleset), dice) }),
        element('td', { class: 'bar' }, element('span', { style: `width: ${(100 * chance).toFixed(1)}%` })),
        element('td', { class: 'chance', text: `${(100 * chance).toFixed(2)}%` }),
        element('td', { text: best ? '★ best' : '' }));
    });
  $('#odds-table').replaceChildren(
    element('tr', {}, element('th', { text: 'dice' }), element('th', { text: '' }),
      element('th', { text: 'chance' }), element('th', { text: '' })),
    ...rows);
  for (const button of document.querySelectorAll('button.roll')) {
    button.classList.toggle('best', Number(button.dataset.dice) === odds.best);
  }
}

// ---- What a seat does: roll, join, leave, rematch ----

async function roll(here, dice) {
  if (here.busy || here.closed) {
    return;
  }
  here.busy = true;
  showError('');
  for (const button of document.querySelectorAll('button.roll')) {
    button.disabled = true;
  }
  try {
    const view = await request('POST', `${API}/${encodeURIComponent(here.code)}/roll`, { dice }, here.secret);
    here.busy = false;
    if (!here.closed) {
      apply(here, view);
    }
  } catch (error) {
    here.busy = false;
    showError(error.message);
    if (!here.closed && here.view) {
      render(here);
    }
    lostSeat(here, error);
  }
}

/** A 403 says the secret holds no seat any more: forget it and watch. */
function lostSeat(here, error) {
  if (error.status === 403 && !here.closed) {
    seats.forget(here.code);
    here.seat = null;
    here.secret = null;
    if (here.view) {
      render(here);
    }
  }
}

async function join(here) {
  showError('');
  const name = $('#join-name').value.trim();
  if (!name) {
    showError('type your name first');
    $('#join-name').focus();
    return;
  }
  $('#join').disabled = true;
  try {
    const joined = await request('POST', `${API}/${encodeURIComponent(here.code)}/join`, { name });
    rememberName(name);
    seats.set(here.code, joined.seat, joined.secret);
    if (!here.closed) {
      here.seat = joined.seat;
      here.secret = joined.secret;
      apply(here, joined.game);
    }
  } catch (error) {
    showError(error.message);
  } finally {
    $('#join').disabled = false;
  }
}

async function leave(here) {
  showError('');
  try {
    const view = await request('POST', `${API}/${encodeURIComponent(here.code)}/leave`, undefined, here.secret);
    seats.forget(here.code);
    here.seat = null;
    here.secret = null;
    if (!here.closed) {
      apply(here, view);
      render(here);
    }
  } catch (error) {
    showError(error.message);
    lostSeat(here, error);
  }
}

async function rematch(here) {
  showError('');
  $('#rematch').disabled = true;
  try {
    const next = await request('POST', `${API}/${encodeURIComponent(here.code)}/rematch`, undefined, here.secret);
    seats.set(next.code, next.seat, here.secret);
    if (!here.closed) {
      enterGame(next.code, { push: true, view: next.game });
    }
  } catch (error) {
    showError(error.message);
    lostSeat(here, error);
  } finally {
    $('#rematch').disabled = false;
  }
}

async function copyLink() {
  const link = $('#link');
  link.select();
  let copied = false;
  try {
    await navigator.clipboard.writeText(link.value);
    copied = true;
  } catch {
    copied = document.execCommand && document.execCommand('copy');
  }
  $('#copied').textContent = copied ? 'Copied.' : 'Select the link and copy it.';
  $('#copied').hidden = false;
}

async function main() {
  $('#create-name').value = rememberedName();
  const code = normalCode(new URLSearchParams(location.search).get('game') || '');
  // The game's buttons act on the game shown when they are clicked.
  $('#join-form').addEventListener('submit', (event) => {
    event.preventDefault();
    if (game) {
      join(game);
    }
  });
  $('#leave').addEventListener('click', () => game && leave(game));
  $('#rematch').addEventListener('click', () => game && rematch(game));
  $('#copy').addEventListener('click', copyLink);
  $('#join-code-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const typed = normalCode($('#join-code').value);
    if (!typed) {
      showError('type the code of the game, such as K7QX2M');
      return;
    }
    enterGame(typed, { push: true, join: true });
  });
  window.addEventListener('popstate', () => location.reload());

  try {
    allRulesets = await rulesets();
  } catch (error) {
    showError(error.message);
  }
  if (code) {
    await enterGame(code);
    return;
  }
  const panel = allRulesets.length > 0 ? setupPanel($('#setup'), allRulesets) : null;
  if (panel) {
    $('#create').addEventListener('click', () => create(panel));
  }
  showLobby(panel);
}

main();
