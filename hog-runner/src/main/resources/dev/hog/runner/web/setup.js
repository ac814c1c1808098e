// The set-up every page shares: the ruleset, its options and the goal, read from /api/v2/rulesets.

/**
 * Sends a request, with a JSON body if one is given and a secret as `Authorization: Bearer` if one is, and answers the
 * JSON reply; a reply that is not 200 throws an Error with the server's message and the status as `status` (0 when the
 * server does not answer).
 */
export async function requestJson(method, path, body, secret) {
  const headers = {};
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (secret) {
    headers.Authorization = `Bearer ${secret}`;
  }
  let response;
  try {
    response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store',
    });
  } catch {
    throw Object.assign(new Error('the server does not answer; is it running?'), { status: 0 });
  }
  const reply = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw Object.assign(new Error(reply.error || `${path} answered ${response.status}`), { status: response.status });
  }
  return reply;
}

/** Posts JSON and answers the JSON reply, as requestJson does. */
export async function postJson(path, body) {
  return requestJson('POST', path, body);
}

/** Every ruleset the server offers, its own first. */
export async function rulesets() {
  const response = await fetch('/api/v2/rulesets');
  if (!response.ok) {
    throw new Error(`the server did not list its rulesets (${response.status})`);
  }
  return response.json();
}

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === 'text') {
      node.textContent = value;
    } else {
      node.setAttribute(key, value);
    }
  }
  node.append(...children);
  return node;
}

export { element };

/**
 * Fills a set-up panel: a ruleset menu, a toggle or menu per option of the chosen ruleset, and the goal.
 * Calls onRuleset(ruleset) whenever the ruleset changes, and answers an object whose setup() reads the panel.
 */
export function setupPanel(root, all, onRuleset = () => {}) {
  const rulesetMenu = root.querySelector('#ruleset');
  const optionsBox = root.querySelector('#options');
  const goalInput = root.querySelector('#goal');
  rulesetMenu.replaceChildren(...all.map((ruleset) =>
    element('option', { value: ruleset.id, text: `${ruleset.id}: ${ruleset.name}${ruleset.aliases.length
      ? ` (also ${ruleset.aliases.join(', ')})` : ''}` })));

  function chosen() {
    return all.find((ruleset) => ruleset.id === rulesetMenu.value);
  }

  function showOptions() {
    const ruleset = chosen();
    optionsBox.replaceChildren(...ruleset.options.map((option) => {
      const id = `option-${option.name}`;
      let control;
      if (option.type === 'BOOLEAN') {
        control = element('input', { type: 'checkbox', id, 'data-option': option.name });
        control.checked = option.defaultValue === 'true';
      } else {
        control = element('select', { id, 'data-option': option.name },
          ...option.values.map((value) => element('option', { value, text: value })));
        control.value = option.defaultValue;
      }
      return element('label', { class: 'option', title: option.description || '' }, control, ` ${option.name}`);
    }));
    if (ruleset.options.length === 0) {
      optionsBox.append(element('span', { class: 'quiet', text: 'no options' }));
    }
    goalInput.value = ruleset.goal;
    root.querySelector('#ruleset-description').textContent = ruleset.description;
    onRuleset(ruleset);
  }

  rulesetMenu.addEventListener('change', showOptions);
  showOptions();

  return {
    ruleset: chosen,
    setup() {
      const options = {};
      for (const control of optionsBox.querySelectorAll('[data-option]')) {
        options[control.dataset.option] = control.type === 'checkbox' ? String(control.checked) : control.value;
      }
      const goal = Number.parseInt(goalInput.value, 10);
      if (!Number.isInteger(goal) || goal < 1) {
        throw new Error(`the goal is a whole number of points of 1 or more, not "${goalInput.value}"`);
      }
      return { ruleset: rulesetMenu.value, options, goal };
    },
  };
}

/** Shows a mistake in the page's error box, or hides the box for an empty message. */
export function showError(message) {
  const box = document.querySelector('#error');
  box.textContent = message;
  box.hidden = !message;
}

/**
 * Lists the rulesets and fills the page's set-up panel (#setup) with them; answers the panel, or null after showing
 * why the rulesets could not be listed.
 */
export async function loadSetupPanel(onRuleset) {
  try {
    return setupPanel(document.querySelector('#setup'), await rulesets(), onRuleset);
  } catch (error) {
    showError(error.message);
    return null;
  }
}

/** The chance a choice leaves in the odds: a number of dice's, or a move's by its number. */
export function chanceOf(odds, choice) {
  return choice < 0 ? (odds.byMove || {})[choice] : odds.byDice[choice];
}

/** Every choice the odds weigh, numbers of dice first, then the moves: [{ chance, dice }]. */
export function oddsRows(odds) {
  const rows = odds.byDice.map((chance, dice) => ({ chance, dice })).filter(({ chance }) => chance !== null);
  for (const [choice, chance] of Object.entries(odds.byMove || {})) {
    rows.push({ chance, dice: Number(choice) });
  }
  return rows;
}

/** A choice in words: a number of dice, or a move's name and number. */
export function choiceName(ruleset, choice) {
  const move = (ruleset.moves || []).find((m) => m.choice === choice);
  return move ? `${move.name} (${choice})` : `${choice}`;
}

/** What a player did on a turn: rolled some dice, rolled none, or made a move, such as Pork Chop (-1). */
export function turnWords(ruleset, who, turn) {
  if (turn.dice < 0) {
    return `${who} chose ${choiceName(ruleset, turn.dice)}`;
  }
  return turn.dice === 0 ? `${who} rolled no dice` : `${who} rolled ${turn.dice} ${turn.dice === 1 ? 'die' : 'dice'}`;
}

/**
 * The moves a game has, as the server says: those its player may make now (legal) or may not (refused), named by the
 * ruleset where it names them. A move the game's options switch off is neither, and gets no button.
 */
export function gameMoves(ruleset, legal, refusals) {
  const choices = new Set([...legal, ...Object.keys(refusals).map(Number)].filter((choice) => choice < 0));
  return [...choices].sort((a, b) => b - a).map((choice) => (ruleset.moves || []).find((m) => m.choice === choice)
    || { choice, name: 'Move', description: `the move chosen by ${choice}` });
}
