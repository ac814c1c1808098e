// The rule designer's report: the value and the fairest goal, skill, length and each rule's weight, with the plots.
import { element, loadSetupPanel, postJson, showError } from './setup.js';

const $ = (selector) => document.querySelector(selector);
let token = 0;

const percent = (chance) => `${(100 * chance).toFixed(2)}%`;
const fixed = (number, digits = 6) => number.toFixed(digits);

function table(box, head, rows) {
  box.replaceChildren(
    element('thead', {}, element('tr', {}, ...head.map((text) => element('th', { text })))),
    element('tbody', {}, ...rows.map((row) => element('tr', {}, ...row.map((text) => element('td', { text }))))));
}

// The SVG comes from the server, which writes it itself and escapes every text in it.
function plot(box, svg, caption) {
  box.innerHTML = svg;
  box.append(element('figcaption', { class: 'quiet', text: caption }));
}

function show(reply) {
  const report = reply.report;
  const from = report.valueByGoal.from;
  const values = report.valueByGoal.values;
  $('#title').textContent = `${report.ruleset}, goal ${report.goal}`;
  $('#headline').textContent = `The first mover wins ${percent(report.value)} when both play optimally.`
    + ` Among goals ${from} to ${from + values.length - 1}, the fairest is ${report.fairGoal},`
    + ` where the first mover wins ${percent(values[report.fairGoal - from])}.`;
  const kinds = { baseline: 'the baseline', 'best-always': 'the best always:N', named: 'named' };
  table($('#skill'), ['optimal against', 'kind', 'win rate', 'first', 'second'], report.skill.map((matchup) => [
    matchup.strategy, kinds[matchup.kind], percent(matchup.optimalWinRate), percent(matchup.first),
    percent(matchup.second)]));
  const length = report.length;
  $('#length').textContent = `A game between optimal players lasts ${fixed(length.expected, 3)} turns on average`
    + (length.exact ? ' (exact, from the game\'s Markov chain).' : ` ± ${fixed(length.error, 3)} (simulated).`);
  table($('#rules'), ['rule', 'option', 'value without it', 'change', 'fires per game'], report.rules.map((rule) => [
    rule.rule, rule.option || '', rule.valueWithout === undefined ? 'not solvable' : percent(rule.valueWithout),
    rule.valueWithout === undefined ? '' : `${(100 * (rule.valueWithout - report.value)).toFixed(2)} points`,
    fixed(rule.firings, 3)]));
  plot($('#value-plot'), reply.valueByGoal, 'The value by goal; the dot marks the fairest goal.');
  plot($('#length-plot'), reply.length, 'How many turns a game between optimal players lasts.');
  plot($('#strategy-plot'), reply.strategy, 'The optimal strategy: dice by both scores.');
  $('#report').hidden = false;
}

async function analyze(panel) {
  showError('');
  const mine = ++token;
  let request;
  try {
    request = { setup: panel.setup(), fromGoal: Number($('#from-goal').value), toGoal: Number($('#to-goal').value) };
  } catch (error) {
    showError(error.message);
    return;
  }
  $('#analyze').disabled = true;
  $('#progress').textContent = 'Solving the game at every goal…';
  const started = Date.now();
  try {
    while (mine === token) {
      const reply = await postJson('/api/v2/analyze', request);
      if (reply.ready) {
        show(reply);
        $('#progress').textContent = '';
        return;
      }
      $('#progress').textContent = `Solving the game at every goal… ${Math.round((Date.now() - started) / 1000)} s`;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    showError(error.message);
    $('#progress').textContent = '';
  } finally {
    $('#analyze').disabled = false;
  }
}

async function main() {
  const panel = await loadSetupPanel();
  if (!panel) {
    return;
  }
  $('#analyze').addEventListener('click', () => analyze(panel));
}

main();
