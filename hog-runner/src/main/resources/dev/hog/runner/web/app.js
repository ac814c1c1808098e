// The game page: set up a game, roll by clicking, and watch the exact odds beside the buttons.
import {
  chanceOf, choiceName, element, gameMoves, loadSetupPanel, oddsRows, postJson, requestJson, showError, turnWords,
} from './setup.js';
import { die } from './dice.js';

const PERSON = 'person';
const SPEC = 'spec';
const $ = (selector) => document.querySelector(selector);

const DEFAULT_NAMES = { person: 'Player 2', computer: 'Computer' };

const game = {
  id: null,          // the game's id on the server, which keeps the match
  names: null,       // the players' names, as the server's commentary says them
  setup: null,       // the set-up this game plays
  ruleset: null,     // the chosen ruleset, as /api/v2/rulesets lists it
  turns: 0,          // the number of turns so far
  state: null,       // the state now, as the server last answered
  sides: null,       // the die size for each number of dice, for the player to move
  refusals: {},      // why the rules forbid a number of dice to the player to move, by that number
  over: false,
  odds: null,        // the odds of the state now, once solved
  token: 0,          // a new game or turn makes older odds replies stale
};


function names() {
  return game.names || [$('#name0').value, $('#name1').value];
}

// Keeps the second name in step with the opponent while it is still a default name.
function opponentName() {
  const name = $('#name1');
  if (Object.values(DEFAULT_NAMES).includes(name.value.trim())) {
    name.value = $('#opponent').value === PERSON ? DEFAULT_NAMES.person : DEFAULT_NAMES.computer;
  }
}

function opponentChoices(ruleset) {
  const menu = $('#opponent');
  const before = menu.value;
  menu.replaceChildren(
    element('option', { value: 'optimal', text: 'the computer, playing optimally' }),
    element('option', { value: PERSON, text: 'another person at this screen' }),
    ...ruleset.strategies.filter((spec) => spec !== 'optimal')
      .map((spec) => element('option', { value: spec, text: `the computer, playing ${spec}` })),
    element('option', { value: SPEC, text: 'the computer, playing a strategy spec…' }));
  if ([...menu.options].some((option) => option.value === before)) {
    menu.value = before;
  }
  $('#spec-label').hidden = menu.value !== SPEC;
}

function readSetup(panel) {
  const setup = panel.setup();
  const opponent = $('#opponent').value;
  setup.opponent = opponent === SPEC ? $('#opponent-spec').value.trim() : opponent;
  if (!setup.opponent) {
    throw new Error('give a strategy spec for the computer, such as always:4 or bacon:cutoff=9');
  }
  setup.names = [$('#name0').value.trim(), $('#name1').value.trim()];
  if (setup.names.some((name) => name === '')) {
    throw new Error('give both players a name');
  }
  return setup;
}

function diceButtons() {
  const box = $('#rolls');
  const buttons = [];
  for (let dice = 0; dice <= game.ruleset.maxDice; dice++) {
    const sides = game.sides ? game.sides[dice] : game.ruleset.sides;
    const label = dice === 0 ? 'Roll 0' : `Roll ${dice}`;
    const button = element('button', { type: 'button', class: 'roll', 'data-dice': dice, text: label });
    if (dice > 0 && sides !== game.ruleset.sides) {
      button.append(element('small', { text: ` ${sides}-sided` }));
    }
    const refusal = game.refusals[dice];
    if (refusal) {
      button.classList.add('forbidden');
      button.title = refusal;
    }
    button.addEventListener('click', () => roll(dice));
    buttons.push(button);
  }
  for (const move of gameMoves(game.ruleset, game.legalDice, game.refusals)) {
    const button = element('button', { type: 'button', class: 'roll move', 'data-dice': move.choice,
      text: `${move.name} (${move.choice})`, title: move.description });
    const refusal = game.refusals[move.choice];
    if (refusal) {
      button.classList.add('forbidden');
      button.title = refusal;
    }
    button.addEventListener('click', () => roll(move.choice));
    buttons.push(button);
  }
  box.replaceChildren(...buttons);
}

function enable(on) {
  for (const button of document.querySelectorAll('button.roll')) {
    button.disabled = !on || game.over || button.classList.contains('forbidden');
  }
}

function render() {
  const [first, second] = names();
  $('#player0 .name').textContent = first;
  $('#player1 .name').textContent = second;
  const scores = game.state.scores;
  $('#player0 .score').textContent = scores[0];
  $('#player1 .score').textContent = scores[1];
  for (const player of [0, 1]) {
    $(`#player${player}`).classList.toggle('to-move', !game.over && game.state.mover === player);
  }
  const status = $('#status');
  if (game.over) {
    status.textContent = `Game over after ${game.turns} turns.`;
  } else {
    const who = names()[game.state.mover];
    const extra = game.state.extraTurn ? ' An extra turn!' : '';
    const sides = game.sides ? new Set(game.sides.slice(1)) : new Set([game.ruleset.sides]);
    const size = sides.size === 1 && !sides.has(game.ruleset.sides)
      ? ` The dice are ${[...sides][0]}-sided this turn.` : '';
    status.textContent = `Turn ${game.state.turn + 1}: ${who} chooses how many dice`
      + ` to roll.${extra}${size}`;
  }
  diceButtons();
  enable(true);
  showForbidden();
}

// Says why the greyed buttons are greyed: the first refusal, and where to find the others.
function showForbidden() {
  const note = $('#forbidden');
  const forbidden = Object.keys(game.refusals);
  note.hidden = game.over || forbidden.length === 0;
  note.textContent = note.hidden ? ''
    : `${game.refusals[forbidden[0]]}.${forbidden.length > 1 ? ' Each greyed button says why it is greyed.' : ''}`;
}

/** An effect in words, as the rules say it: `Free Bacon! 11 points.` */
function effectText(effect) {
  return `${effect.rule}! ${effect.message}`;
}

function turnView(turn) {
  const [first, second] = names();
  const who = turn.player === 0 ? first : second;
  const view = element('div', { class: 'turn', 'data-player': turn.player });
  const what = turnWords(game.ruleset, who, turn);
  view.append(element('p', { class: 'what', text: `${what}: ${turn.points} point${turn.points === 1 ? '' : 's'}.` }));
  const faces = element('div', { class: 'faces' });
  for (const face of turn.outcomes) {
    faces.append(die(face, turn.sides, game.ruleset.sides));
  }
  view.append(faces);
  if (turn.effects.length > 0) {
    view.append(element('ul', { class: 'effects' }, ...turn.effects.map((effect) => element('li', { text: effectText(effect) }))));
  }
  if (turn.commentary.length > 0) {
    view.append(element('ul', { class: 'commentary' }, ...turn.commentary.map((text) => element('li', { text }))));
  }
  return view;
}

function logTurn(turn) {
  const [first, second] = names();
  const who = turn.player === 0 ? first : second;
  const rolled = turn.dice === 0 ? 'no dice' : turn.dice < 0 ? choiceName(game.ruleset, turn.dice)
    : `${turn.dice} × d${turn.sides}: ${turn.outcomes.join(', ')}`;
  const effects = turn.effects.length > 0 ? ` (${turn.effects.map(effectText).join(' ')})` : '';
  $('#log').append(element('li', {
    text: `${who}: ${rolled} → ${turn.points}${effects}. ${turn.scores[0]}–${turn.scores[1]}`,
  }));
}

function showPlayed(played, chosen) {
  const last = $('#last');
  last.replaceChildren(...played.turns.map(turnView));
  for (const turn of played.turns) {
    game.turns += 1;
    logTurn(turn);
  }
  game.state = played.state;
  game.sides = played.sides || null;
  game.refusals = played.refusals || {};
  game.legalDice = played.legalDice || [];
  game.over = played.over;
  const winner = $('#winner');
  if (played.over) {
    const [first, second] = names();
    winner.textContent = played.winner === -1 ? 'A tie!' : `${played.winner === 0 ? first : second} wins!`;
    winner.hidden = false;
  }
  render();
  showCost(chosen);
  askOdds();
}

function showCost(chosen) {
  const cost = $('#odds-cost');
  const before = game.previousOdds;
  if (chosen === undefined || !before || !before.ready || !before.byDice || before.byDice.length === 0) {
    cost.textContent = '';
    return;
  }
  const lost = chanceOf(before, before.best) - chanceOf(before, chosen);
  const who = names()[before.mover];
  const rolling = chosen < 0 ? `${who} choosing ${choiceName(game.ruleset, chosen)}` : `${who} rolling ${chosen}`;
  cost.textContent = lost <= 1e-9
    ? `${rolling} was the best choice.`
    : `${rolling} instead of ${choiceName(game.ruleset, before.best)} cost ${(100 * lost).toFixed(2)} percentage`
      + ' points of chance.';
  cost.className = lost <= 1e-9 ? 'good' : 'cost';
}

async function askOdds() {
  const token = ++game.token;
  const panel = $('#odds');
  game.odds = null;
  if (game.over) {
    panel.hidden = game.previousOdds === undefined;
    $('#odds-chance').textContent = '';
    $('#odds-table').replaceChildren();
    return;
  }
  panel.hidden = false;
  $('#odds-chance').textContent = 'Solving the odds…';
  $('#odds-table').replaceChildren();
  const request = { setup: game.setup, state: game.state };
  while (token === game.token) {
    let odds;
    try {
      odds = await postJson('/api/v2/odds', request);
    } catch (error) {
      if (token === game.token) {
        $('#odds-chance').textContent = `No odds: ${error.message}`;
      }
      return;
    }
    if (token !== game.token) {
      return;
    }
    if (odds.ready) {
      game.odds = { ...odds, mover: game.state.mover };
      showOdds(odds);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function showOdds(odds) {
  const who = names()[game.state.mover];
  const against = game.setup.opponent === PERSON ? 'an optimal opponent' : game.setup.opponent;
  $('#odds-chance').textContent = `${who}'s chance of winning, playing optimally`
    + ` against ${against}: ${(100 * odds.chance).toFixed(2)}%`;
  // The rules forbid the numbers of dice that have no chance: the panel offers only the others.
  const allowed = oddsRows(odds);
  const rows = allowed.map(({ chance, dice }) => {
    const best = dice === odds.best;
    return element('tr', { class: best ? 'best' : '', 'data-dice': dice },
      element('th', { text: choiceName(game.ruleset, dice) }),
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

async function roll(dice) {
  enable(false);
  showError('');
  game.previousOdds = game.odds;
  try {
    const played = await postJson(`/api/v2/games/${game.id}/roll`, { dice });
    showPlayed(played, dice);
  } catch (error) {
    showError(error.message);
    enable(true);
  }
}

async function newGame(panel) {
  showError('');
  let setup;
  try {
    setup = readSetup(panel);
  } catch (error) {
    showError(error.message);
    return;
  }
  try {
    const played = await postJson('/api/v2/games', { setup });
    if (game.id) {
      // The server would let the old game go in time; saying so now frees its place at once.
      requestJson('DELETE', `/api/v2/games/${game.id}`).catch(() => {});
    }
    Object.assign(game, {
      id: played.id, names: played.names, setup, ruleset: panel.ruleset(), turns: 0, over: false,
      previousOdds: undefined,
    });
    $('#log').replaceChildren();
    $('#last').replaceChildren();
    $('#winner').hidden = true;
    $('#odds-cost').textContent = '';
    showPlayed(played);
  } catch (error) {
    showError(error.message);
  }
}

async function main() {
  const panel = await loadSetupPanel(opponentChoices);
  if (!panel) {
    return;
  }
  $('#opponent').addEventListener('change', () => {
    $('#spec-label').hidden = $('#opponent').value !== SPEC;
    opponentName();
  });
  $('#new-game').addEventListener('click', () => newGame(panel));
  await newGame(panel);
}

main();
