"""Asks a student's hog.py for its choices, a row of scores at a time, for the hog command's python:FILE[:FUNCTION].

Run as: python3 -c BOOT FILE FUNCTION GOAL CHOICES CHECK in FILE's folder, where BOOT reads a line with the length of
this text, then this text, from standard input, preceded by a line that sets COURSE_MODULES. FILE is imported as a
module named after it, not as __main__, so that code the course's ucb.main marks (or an if __name__ == '__main__'
block) does not run. Then the function is asked at every opponent score below GOAL, for each row that standard input
asks for, one line each. CHOICES are the choices the rules take, split by commas: the numbers of dice from 0, and
the numbers of the moves, such as -1,0,1,...,10.

    ROW JOB DRAW SCORE                      the row of draw DRAW at score SCORE, answered with JOB
    END                                     no more rows: the driver says DONE and ends

Before each choice the random module is seeded from the draw and the two scores, so that a strategy that draws from
it chooses the same again in the same draw, and independently in another. If CHECK is 1, some choices are asked twice
with the same seed, which a strategy that draws from elsewhere may answer differently.

The folder comes first on sys.path, so that the student's own modules are imported; where it has no dice or ucb
module, the course's are imported from COURSE_MODULES (each a module's source, base64-encoded). The student's code
reads an empty standard input: the rows come on a descriptor of the driver's own.

Written to standard output, one line each, fields split by tabs:

    PYTHON<tab>VERSION                      the version of Python that runs it
    IMPORTED                                the file was imported and has the function: rows may be asked for
    ROW<tab>JOB<tab>4,4,5,...               the choices of a row asked for, for each opponent score from 0
    ASKED<tab>N                             N choices of the row being asked have been made, told a second or more
                                            after it was last told, so that a slow strategy's progress is known
    RANDOM<tab>S<tab>O                      the function drew from the random module at score S, opponent score O
                                            (told at most once a row, when CHECK is 1)
    AGAIN<tab>S<tab>O<tab>A<tab>B           asked twice at score S, opponent score O, it chose A, then B (told at most
                                            once a row)
    DONE                                    every row asked for was answered
    ERROR<tab>import<tab>KIND<tab>LAST LINE importing the file raised; KIND is version if the error is one that
                                            another version of Python may not raise (a failed import, a syntax
                                            error), else other; Python's last line of the error
    ERROR<tab>function<tab>TYPE             the file has no function FUNCTION; TYPE is what it has by that name, or
                                            empty
    ERROR<tab>raised<tab>S<tab>O<tab>LINE   the function raised at score S, opponent score O
    ERROR<tab>returned<tab>S<tab>O<tab>R    it returned R (a repr), which is not an int, at score S, opponent score O
    ERROR<tab>chose<tab>S<tab>O<tab>N       it chose N dice, not one of CHOICES, at score S, opponent score O

Whatever the student's code prints goes to standard error, so that it cannot be taken for a choice.
"""
import base64
import importlib.abc
import importlib.machinery
import importlib.util
import os
import platform
import random
import sys
import time

MISSING = object()
# One choice in this many is asked twice when CHECK is 1: enough to catch a strategy that draws its own random numbers
# at most states, at a cost a slow strategy hardly notices.
CHECK_EVERY = 97


def one_line(text, most):
    """TEXT on one line, cut to MOST characters."""
    line = ' '.join(text.split())
    return line if len(line) <= most else line[:most - 3] + '...'


def last_line(error, most=300):
    """Python's last line of an error: its type and message."""
    try:
        message = str(error)
    except BaseException:
        message = ''
    return one_line(type(error).__name__ + (': ' + message if message else ''), most)


def shown(value):
    """A returned value as the student would write it, cut short."""
    try:
        return one_line(repr(value), 60)
    except BaseException:
        return 'a ' + type(value).__name__


class CourseModules(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds the course's dice and ucb modules, last of all finders, so that the student's own files come first."""

    def find_spec(self, name, path=None, target=None):
        if name in COURSE_MODULES:
            return importlib.machinery.ModuleSpec(name, self, origin='the course\'s ' + name + '.py, from hog')
        return None

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        source = base64.b64decode(COURSE_MODULES[module.__name__]).decode('utf-8')
        exec(compile(source, module.__spec__.origin, 'exec'), module.__dict__)


class Draws:
    """Counts what is drawn from the random module's own generator, which module-level functions such as
    random.randint and the course's dice use: every draw goes through its random or getrandbits."""

    def __init__(self):
        self.count = 0
        generator = random._inst
        for name in ('random', 'getrandbits'):
            original = getattr(generator, name)
            counted = self.counting(original)
            # The instance's attribute is what the generator's other methods call; the module's is what students call.
            setattr(generator, name, counted)
            setattr(random, name, counted)

    def counting(self, original):
        def counted(*args):
            self.count += 1
            return original(*args)
        return counted


def import_file(path):
    """The student's module, or the error that importing it raised."""
    name = os.path.splitext(os.path.basename(path))[0]
    loader = importlib.machinery.SourceFileLoader(name, path)
    module = importlib.util.module_from_spec(importlib.util.spec_from_file_location(name, path, loader=loader))
    sys.modules[name] = module
    loader.exec_module(module)
    return module


def ask(strategy, draw, score, goal, choices, check, drawn, out):
    """The row's choices as text, or the first error."""
    row = []
    told_random = told_again = False
    told_asked = time.monotonic()
    for opponent in range(goal):
        seed = (draw << 40) | (score << 20) | opponent
        random.seed(seed)
        before = drawn.count
        try:
            dice = strategy(score, opponent)
        except BaseException as error:
            return ['raised', score, opponent, last_line(error)]
        # The course's own check, in its take_turn: type(num_rolls) == int.
        if type(dice) != int:
            return ['returned', score, opponent, shown(dice)]
        if dice not in choices:
            return ['chose', score, opponent, dice]
        if check and drawn.count != before and not told_random:
            told_random = True
            out.write('RANDOM\t%d\t%d\n' % (score, opponent))
        if check and not told_again and (score * goal + opponent) % CHECK_EVERY == 0:
            random.seed(seed)
            try:
                again = strategy(score, opponent)
            except BaseException as error:
                return ['raised', score, opponent, last_line(error)]
            if again != dice:
                told_again = True
                out.write('AGAIN\t%d\t%d\t%d\t%s\n' % (score, opponent, dice, shown(again)))
        row.append(str(dice))
        if time.monotonic() - told_asked >= 1:
            told_asked = time.monotonic()
            out.write('ASKED\t%d\n' % len(row))
            out.flush()
    return ','.join(row)


def answer(args, rows, out):
    """Answers the rows asked for, or returns the first error."""
    path, function = args[0], args[1]
    goal, check = int(args[2]), int(args[4])
    choices = frozenset(int(choice) for choice in args[3].split(','))
    sys.path.insert(0, os.path.dirname(path))
    sys.meta_path.append(CourseModules())
    sys.argv = [path]
    drawn = Draws()
    # What the file draws as it is imported is drawn the same in every process and every draw.
    random.seed(0)
    try:
        module = import_file(path)
    except BaseException as error:
        version = isinstance(error, (ImportError, SyntaxError))
        return ['import', 'version' if version else 'other', last_line(error, 160)]
    strategy = getattr(module, function, MISSING)
    if not callable(strategy):
        return ['function', '' if strategy is MISSING else type(strategy).__name__]
    out.write('IMPORTED\n')
    out.flush()
    for line in rows:
        fields = line.split()
        if fields == [b'END']:
            break
        job, draw, score = [int(field) for field in fields[1:]]
        row = ask(strategy, draw, score, goal, choices, check, drawn, out)
        if not isinstance(row, str):
            return row
        out.write('ROW\t%d\t%s\n' % (job, row))
        out.flush()
    return None


def main():
    out = os.fdopen(os.dup(1), 'w', encoding='utf-8', newline='\n')
    os.dup2(2, 1)
    # The rows come on the driver's own copy of standard input; the student's code reads an empty one. Nothing but
    # this text has come yet: rows are sent once the file is imported.
    rows = os.fdopen(os.dup(0), 'rb')
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)
    os.close(empty)
    sys.stdin = open(os.devnull, encoding='utf-8')
    out.write('PYTHON\t%s\n' % platform.python_version())
    out.flush()
    error = answer(sys.argv[1:], rows, out)
    out.write('DONE\n' if error is None else '\t'.join(['ERROR'] + [str(part) for part in error]) + '\n')
    out.flush()


main()
