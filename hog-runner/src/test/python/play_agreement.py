"""Checks a student's hog.py against Hog SDK by Monte Carlo: the win rate of final_strategy against always_roll(6),
played with the student's OWN play() and dice, to set beside `./hog compare --ruleset OFF python:hog.py always:6`.

A tool for teachers. Python 3 standard library only.

Use:

    python3 play_agreement.py FOLDER [--games N] [--seed S] [--strategy NAME] [--opponent ROLLS]
                              [--update NAME] [--kw NAME=VALUE ...] [--goal G] [--table FILE]

FOLDER is the student's project folder (hog.py, dice.py, ucb.py and any helper module it imports). The script

1. imports FOLDER/hog.py as the module `hog`, with FOLDER as the working directory and first on sys.path, so that
   the student's own dice, ucb and helpers are the ones imported; whatever the student's code prints is dropped
   (while importing and while playing). A folder without ucb.py or dice.py gets a stand-in written here from the
   course's documented interface (ucb.main/trace/interact do nothing; dice.make_fair_dice uses random.randint),
   named under "fallbacks" in the JSON. Run it with the Python the student's file needs (an su21 hog.py imports
   inspect.ArgSpec, which Python 3.11 removed: use Python 3.10);
2. checks that the strategy (final_strategy unless --strategy) is deterministic: it is asked twice at every pair of
   scores below the goal (0..99 by default). A strategy that answers differently, or that draws from the random
   module (the dice included, e.g. make_averaged(roll_dice)), is reported as random and no game is played
   ("deterministic": false in the JSON, exit code 3). hog.py is imported after random.seed(0), as hog's
   python:FILE imports it in every process, then run once more after random.seed(1) and asked again everywhere: a
   strategy whose choices depend on random numbers drawn while importing (e.g. a module-level
   `best = max_scoring_num_rolls(six_sided)`) is told in "importRandom". It is played as imported after
   random.seed(0), which is the strategy hog evaluates, so the comparison holds; other tools (or another Python)
   may import a different strategy;
3. plays N games (default 20,000) of the student's play(strategy, always_roll(6)) and N of
   play(always_roll(6), strategy), with the student's own always_roll and dice (their six_sided, or whatever their
   play or select_dice picks), the random module seeded once with --seed before the first game;
4. prints one line of JSON:

       {"folder":..., "strategy":"final_strategy", "deterministic":true, "play":"play(strategy0, strategy1, ...)",
        "kwargs":{...}, "seat0":{"winRate":p0,"se":e0,"ties":t0}, "seat1":{"winRate":p1,"se":e1,"ties":t1},
        "mean":m, "se":e, "games":N, "seed":S, "seconds":t}

   seat0 is the strategy's win rate moving first, seat1 moving second, mean = (p0 + p1) / 2 and
   e = sqrt(e0^2 + e1^2) / 2 with e_i = sqrt(p_i (1 - p_i) / N). A game is won by the player with the higher final
   score; a tie (not possible under the course rules known) counts half and is counted in "ties". "importRandom"
   and "fallbacks" appear when they apply (see 1 and 2), "table" with --table.

The play signature is read with inspect, so each offering's play works:
- extra keyword arguments keep their defaults (feral_hogs=True in fa19, sp20 and su20; say=silence since fa17);
- a required commentary argument (say, commentary, announcer) gets a silent commentary that returns itself;
- a required `update` (fa22 and later: play(strategy0, strategy1, update, ...)) gets the module's one update
  function other than simple_update (square_update, fuzzy_update, sus_update): the offering's full rules. --update
  NAME picks another (--update simple_update plays without the post-turn rule);
- --kw NAME=VALUE passes any keyword argument: VALUE is a Python literal (True, 50) or the name of something the
  module defines (--kw feral_hogs=False, --kw dice=four_sided);
- --goal G passes goal=G (and the determinism check covers scores below G); otherwise the goal is play's default
  (GOAL_SCORE or GOAL: 100 in every offering's skeleton, but a student may have changed the constant, as one su22
  hog.py sets GOAL_SCORE = 1000: then pass --goal 100 to play the course's game).

--table FILE writes the choices played (a row per mover score, a column per opponent score, as CSV) for
`./hog compare ... table:FILE always:6`, the exact rate of exactly the strategy played here.

Because the strategy is checked to be deterministic, its answers from step 2 are kept and served to play() from that
table (the function itself is called for any pair it was not asked about): the games are the same as with the
function, only faster for a slow strategy.

Agreement with Hog SDK's exact rate: |exact - mean| <= 4 * se (and per seat, |first - seat0.winRate| <= 4 * seat0.se,
|second - seat1.winRate| <= 4 * seat1.se, when `hog compare --json` gives "first" and "second").

Example:

    python3 hog-runner/src/test/python/play_agreement.py ~/students/fa18 --games 20000 --seed 1
    ./hog compare --ruleset fa18 python:$HOME/students/fa18/hog.py always:6 --json
"""
import argparse
import ast
import contextlib
import importlib.abc
import importlib.machinery
import importlib.util
import inspect
import io
import json
import math
import os
import random
import sys
import time

COMMENTARY_PARAMETERS = ('say', 'commentary', 'announcer', 'announce')
EXIT_RANDOM = 3
IMPORT_SEED = 0


def silent(*args, **kwargs):
    """A commentary function that says nothing and returns itself."""
    return silent


def quiet():
    """Drops whatever the student's code prints."""
    return contextlib.redirect_stdout(io.StringIO())


FALLBACK_SOURCES = {
    # Used only when the student's folder lacks the module (some repositories leave ucb.py or dice.py out): the
    # course's interfaces, written here from their documented behaviour.
    'ucb': """
def main(fn):
    return fn
def trace(fn):
    return fn
def log(message):
    pass
def log_current_line():
    pass
def interact(msg=None):
    pass
""",
    'dice': """
from random import randint
def make_fair_dice(sides):
    assert type(sides) == int and sides >= 1, 'Illegal value for sides'
    def dice():
        return randint(1, sides)
    return dice
four_sided = make_fair_dice(4)
six_sided = make_fair_dice(6)
def make_test_dice(*outcomes):
    assert len(outcomes) > 0, 'You must supply outcomes to make_test_dice'
    index = len(outcomes) - 1
    def dice():
        nonlocal index
        index = (index + 1) % len(outcomes)
        return outcomes[index]
    return dice
""",
}
FALLBACKS_USED = []


class Fallbacks(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Supplies ucb or dice, last of all finders, when the student's folder has none."""

    def find_spec(self, name, path=None, target=None):
        if name in FALLBACK_SOURCES:
            return importlib.machinery.ModuleSpec(name, self, origin='play_agreement fallback ' + name)
        return None

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        FALLBACKS_USED.append(module.__name__)
        exec(compile(FALLBACK_SOURCES[module.__name__], module.__spec__.origin, 'exec'), module.__dict__)


def import_student(folder, seed=None, again=False):
    """The student's hog module, imported from FOLDER with FOLDER as cwd and first on sys.path, with the random
    module seeded with SEED first (if given). AGAIN runs hog.py once more into a new module, not registered as hog,
    to see whether what it draws while importing changes its choices."""
    folder = os.path.abspath(folder)
    path = os.path.join(folder, 'hog.py')
    if not os.path.isfile(path):
        raise SystemExit('play_agreement: no hog.py in ' + folder)
    if not again:
        os.chdir(folder)
        sys.path.insert(0, folder)
        sys.meta_path.append(Fallbacks())
    spec = importlib.util.spec_from_file_location('hog', path)
    module = importlib.util.module_from_spec(spec)
    if not again:
        sys.modules['hog'] = module
    if seed is not None:
        random.seed(seed)
    with quiet():
        spec.loader.exec_module(module)
    return module


def value_of(text, module):
    """A --kw or --update value: a Python literal, or the name of something the module defines."""
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        pass
    if hasattr(module, text):
        return getattr(module, text)
    raise SystemExit('play_agreement: %r is neither a Python literal nor defined in hog.py' % text)


def update_function(module, name):
    """The update function play() requires (fa22 and later): NAME, else the one that is not simple_update."""
    if name:
        return value_of(name, module)
    candidates = sorted(attr for attr, value in vars(module).items()
                        if attr.endswith('_update') and attr != 'simple_update' and callable(value)
                        and getattr(value, '__module__', None) == module.__name__)
    if len(candidates) != 1:
        raise SystemExit('play_agreement: play() needs an update function; hog.py defines %s: choose with --update'
                         % (', '.join(candidates) or 'none but simple_update'))
    return getattr(module, candidates[0])


def play_arguments(module, play, options):
    """How to call play: the names of the two strategy parameters, and the other arguments to pass by keyword."""
    parameters = inspect.signature(play).parameters
    names = list(parameters)
    if len(names) < 2:
        raise SystemExit('play_agreement: play%s takes fewer than two strategies' % inspect.signature(play))
    kwargs = {}
    for name in names[2:]:
        parameter = parameters[name]
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            continue
        if name == 'update' and (parameter.default is parameter.empty or options.update):
            kwargs[name] = update_function(module, options.update)
        elif parameter.default is parameter.empty:
            if name in COMMENTARY_PARAMETERS:
                kwargs[name] = silent
            elif name in ('score0', 'score1'):
                kwargs[name] = 0
            elif name == 'goal':
                kwargs[name] = 100
            elif name in ('dice',) and hasattr(module, 'six_sided'):
                kwargs[name] = module.six_sided
            else:
                raise SystemExit('play_agreement: play needs %s; pass it with --kw %s=VALUE' % (name, name))
    if options.goal is not None:
        if 'goal' not in parameters:
            raise SystemExit('play_agreement: this play() has no goal parameter')
        kwargs['goal'] = options.goal
    for item in options.kw:
        name, _, text = item.partition('=')
        if name not in parameters and not any(p.kind == p.VAR_KEYWORD for p in parameters.values()):
            raise SystemExit('play_agreement: play%s has no parameter %s' % (inspect.signature(play), name))
        kwargs[name] = value_of(text, module)
    goal = kwargs.get('goal')
    if goal is None:
        default = parameters['goal'].default if 'goal' in parameters else inspect.Parameter.empty
        goal = default if isinstance(default, int) else getattr(module, 'GOAL_SCORE', getattr(module, 'GOAL', 100))
    return names[:2], kwargs, goal


def signature_text(function):
    """play's signature as the student wrote it, with functions given by name rather than by address."""
    parts = []
    for name, parameter in inspect.signature(function).parameters.items():
        default = parameter.default
        if default is parameter.empty:
            parts.append(str(parameter).split(':')[0])
        else:
            shown = None
            if callable(default):
                names = [key for key, value in getattr(function, '__globals__', {}).items() if value is default]
                shown = names[0] if names else getattr(default, '__name__', None)
            parts.append('%s=%s' % (name, shown if shown else repr(default)))
    return '%s(%s)' % (function.__name__, ', '.join(parts))


def check_deterministic(strategy, goal):
    """The strategy's choices at every pair of scores below GOAL, or why it is random (a string)."""
    table = {}
    with quiet():
        for score in range(goal):
            for opponent in range(goal):
                state = random.getstate()
                first = strategy(score, opponent)
                drew = random.getstate() != state
                second = strategy(score, opponent)
                drew = drew or random.getstate() != state
                if drew:
                    return 'it draws from the random module at score %d, opponent score %d' % (score, opponent)
                if first != second:
                    return 'asked twice at score %d, opponent score %d, it chose %r, then %r' % (
                        score, opponent, first, second)
                table[score, opponent] = first
    return table


def first_difference(table, other):
    """The first pair of scores at which two tables of choices differ, as text, or None."""
    for key in sorted(table):
        if table[key] != other.get(key):
            return 'at score %d, opponent score %d one import chose %r, another %r' % (key + (table[key], other.get(key)))
    return None


def write_table(path, table, goal):
    """The choices as CSV that hog's table:FILE reads: a row per mover score from 0, a column per opponent score."""
    with open(path, 'w') as out:
        out.write('# choices of the strategy played by play_agreement.py: row = mover score, column = opponent score\n')
        for score in range(goal):
            out.write(','.join(str(table[score, opponent]) for opponent in range(goal)) + '\n')


def tabled(strategy, table):
    """STRATEGY answered from TABLE where it was asked, by the function elsewhere."""
    def choose(score, opponent):
        choice = table.get((score, opponent))
        return strategy(score, opponent) if choice is None else choice
    choose.__name__ = getattr(strategy, '__name__', 'strategy')
    return choose


def rate(wins, games):
    """A win rate and its standard error."""
    p = wins / games
    return p, math.sqrt(p * (1 - p) / games)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('folder', help="the student's project folder, holding hog.py")
    parser.add_argument('--games', type=int, default=20000, help='games in each seat (default 20,000)')
    parser.add_argument('--seed', type=int, default=0,
                        help='seeds the random module before the first game, for the dice (the import is always '
                             'seeded with 0)')
    parser.add_argument('--strategy', default='final_strategy', help='the function to check (default final_strategy)')
    parser.add_argument('--opponent', type=int, default=6, help='the opponent rolls always_roll(N) (default 6)')
    parser.add_argument('--update', help='the update function to pass to play (fa22 and later)')
    parser.add_argument('--goal', type=int, help='passed to play as goal (default: play\'s own)')
    parser.add_argument('--kw', action='append', default=[], metavar='NAME=VALUE',
                        help='a keyword argument for play: a Python literal or a name hog.py defines')
    parser.add_argument('--table', metavar='FILE',
                        help="write the choices played as CSV for hog's table:FILE")
    options = parser.parse_args(argv)
    if options.games < 1:
        parser.error('--games must be at least 1')

    folder = os.path.abspath(options.folder)
    if options.table:
        options.table = os.path.abspath(options.table)
    # Seeded with 0 before the import, as hog's python:FILE does in every process: what hog.py draws while it is
    # imported is then the same here as there.
    module = import_student(folder, seed=IMPORT_SEED)
    for name in ('play', options.strategy):
        if not callable(getattr(module, name, None)):
            raise SystemExit('play_agreement: hog.py has no function %s' % name)
    play = module.play
    strategy = getattr(module, options.strategy)
    (_, _), kwargs, goal = play_arguments(module, play, options)
    if callable(getattr(module, 'always_roll', None)):
        opponent = module.always_roll(options.opponent)
    else:
        def opponent(score, opponent_score):
            return options.opponent

    report = {'folder': folder, 'strategy': options.strategy, 'opponent': 'always_roll(%d)' % options.opponent,
              'play': signature_text(play),
              'kwargs': {name: getattr(value, '__name__', value) if callable(value) else value
                         for name, value in kwargs.items()},
              'goal': goal}
    if FALLBACKS_USED:
        report['fallbacks'] = FALLBACKS_USED
    start = time.perf_counter()
    table = check_deterministic(strategy, goal)
    if isinstance(table, str):
        report.update(deterministic=False, random=table, skipped=True,
                      seconds=round(time.perf_counter() - start, 3))
        print(json.dumps(report))
        return EXIT_RANDOM
    # A strategy can be the same function of the scores within one run and still depend on random numbers drawn
    # while hog.py was imported (say a module-level max_scoring_num_rolls(six_sided)): import it again under
    # another seed and compare.
    again = getattr(import_student(folder, seed=IMPORT_SEED + 1, again=True), options.strategy)
    other = check_deterministic(again, goal)
    differs = other if isinstance(other, str) else first_difference(table, other)
    if differs:
        report['importRandom'] = ('its choices depend on random numbers drawn while importing hog.py (played as '
                                  'imported after random.seed(0), as hog does): ' + differs)
    report['deterministic'] = True
    if options.table:
        write_table(options.table, table, goal)
        report['table'] = os.path.abspath(options.table)
    chosen = tabled(strategy, table)

    random.seed(options.seed)
    wins = [0.0, 0.0]
    ties = [0, 0]
    n = options.games
    with quiet():
        for seat in (0, 1):
            players = (chosen, opponent) if seat == 0 else (opponent, chosen)
            for _ in range(n):
                scores = play(players[0], players[1], **kwargs)
                mine, theirs = scores[seat], scores[1 - seat]
                if mine > theirs:
                    wins[seat] += 1
                elif mine == theirs:
                    wins[seat] += 0.5
                    ties[seat] += 1
    seconds = time.perf_counter() - start
    (p0, e0), (p1, e1) = rate(wins[0], n), rate(wins[1], n)
    report.update(seat0={'winRate': p0, 'se': e0, 'ties': ties[0]},
                  seat1={'winRate': p1, 'se': e1, 'ties': ties[1]},
                  mean=(p0 + p1) / 2, se=math.sqrt(e0 * e0 + e1 * e1) / 2,
                  games=n, seed=options.seed, seconds=round(seconds, 3))
    print(json.dumps(report))
    return 0


if __name__ == '__main__':
    sys.exit(main())
