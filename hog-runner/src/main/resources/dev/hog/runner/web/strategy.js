// The strategy page: any strategy drawn as a heat map of dice by the mover's score and the opponent's, in plain SVG.
import { element, loadSetupPanel, postJson, showError } from './setup.js';

const SVG = 'http://www.w3.org/2000/svg';
const $ = (selector) => document.querySelector(selector);


/** A colour for a number of dice: pale for none, deep for the most. */
export function colour(dice, maxDice) {
  const t = maxDice === 0 ? 0 : dice / maxDice;
  const hue = 50 - 50 * t + 200 * t;
  const light = 92 - 62 * t;
  return `hsl(${hue.toFixed(0)}, 70%, ${light.toFixed(0)}%)`;
}

function svg(tag, attributes = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) {
    node.setAttribute(key, value);
  }
  return node;
}

/** The map as an SVG element: one cell per pair of scores, a legend of the dice beside it. */
function draw(map) {
  const cell = Math.max(1, Math.floor(500 / map.goal));
  const size = cell * map.goal;
  const margin = 36;
  const legend = 70;
  const root = svg('svg', {
    width: size + margin + legend, height: size + margin + 10, id: 'heatmap', role: 'img',
    'aria-label': `${map.name}: dice by score and opponent score`,
  });
  const grid = svg('g', { transform: `translate(${margin}, ${margin})` });
  for (let score = 0; score < map.goal; score++) {
    for (let opponent = 0; opponent < map.goal; opponent++) {
      const dice = map.dice[score][opponent];
      const rect = svg('rect', {
        x: opponent * cell, y: score * cell, width: cell, height: cell, fill: colour(dice, map.maxDice),
        'data-dice': dice,
      });
      const title = svg('title');
      title.textContent = `score ${score}, opponent ${opponent}: ${dice} dice`;
      rect.append(title);
      grid.append(rect);
    }
  }
  root.append(grid);
  const step = map.goal > 20 ? 10 : 1;
  for (let tick = 0; tick < map.goal; tick += step) {
    const across = svg('text', { x: margin + tick * cell, y: margin - 6, 'font-size': 10 });
    across.textContent = tick;
    const down = svg('text', { x: 2, y: margin + tick * cell + 9, 'font-size': 10 });
    down.textContent = tick;
    root.append(across, down);
  }
  for (let dice = 0; dice <= map.maxDice; dice++) {
    const y = margin + dice * 18;
    root.append(svg('rect', {
      x: margin + size + 12, y, width: 14, height: 14, fill: colour(dice, map.maxDice), stroke: '#555',
    }));
    const label = svg('text', { x: margin + size + 32, y: y + 11, 'font-size': 11 });
    label.textContent = `${dice}`;
    root.append(label);
  }
  return root;
}

async function request(panel) {
  const setup = panel.setup();
  const kind = document.querySelector('input[name=kind]:checked').value;
  if (kind === 'named') {
    return { setup, strategy: $('#named').value };
  }
  if (kind === 'spec') {
    return { setup, strategy: $('#spec').value.trim() };
  }
  if (kind === 'best') {
    return { setup, bestResponseTo: $('#best').value.trim() };
  }
  const file = $('#table').files[0];
  if (!file) {
    throw new Error('choose a table file to upload: a CSV or JSON table of dice, as table:FILE reads');
  }
  const text = await file.text();
  return { setup, table: text, format: file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv' };
}

async function main() {
  const panel = await loadSetupPanel((ruleset) => {
    $('#named').replaceChildren(...ruleset.strategies.map((spec) => element('option', { value: spec, text: spec })));
  });
  if (!panel) {
    return;
  }
  $('#draw').addEventListener('click', async () => {
    showError('');
    const button = $('#draw');
    button.disabled = true;
    $('#title').textContent = 'Drawing…';
    try {
      const map = await postJson('/api/strategy-map', await request(panel));
      $('#title').textContent = `${map.name}, to ${map.goal}`;
      $('#map').replaceChildren(draw(map));
    } catch (error) {
      $('#title').textContent = '\u00a0';
      showError(error.message);
    } finally {
      button.disabled = false;
    }
  });
}

main();
