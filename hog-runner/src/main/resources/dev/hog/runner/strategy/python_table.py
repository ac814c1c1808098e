"""Asks a student's hog.py for its choice at every pair of scores, for the hog command's python:FILE[:FUNCTION].

Run as: python3 - FILE FUNCTION GOAL MAX_DICE, with this text on standard input, in FILE's folder. FILE is imported as
a module named after it, not as __main__, so that code the course's ucb.main marks (or an if __name__ == '__main__'
block) does not run. Written to standard output, one line each:

    IMPORTED                               the file was imported
    4,4,5,...                              the choices at one score, for each opponent score from 0; one line per
                                           score from 0 to GOAL - 1
    DONE                                   every choice was made
    ERROR<tab>import<tab>LAST LINE         importing the file raised; Python's last line of the error
    ERROR<tab>function<tab>TYPE            the file has no function FUNCTION; TYPE is what it has by that name, or empty
    ERROR<tab>raised<tab>S<tab>O<tab>LINE  the function raised at score S, opponent score O
    ERROR<tab>returned<tab>S<tab>O<tab>R   it returned R (a repr), which is not an int, at score S, opponent score O
    ERROR<tab>chose<tab>S<tab>O<tab>N      it chose N dice, outside 0 to MAX_DICE, at score S, opponent score O

Whatever the student's code prints goes to standard error, so that it cannot be taken for a choice.
"""
import importlib.machinery
import importlib.util
import os
import sys

MISSING = object()


def one_line(text, most):
    """TEXT on one line, cut to MOST characters."""
    line = ' '.join(text.split())
    return line if len(line) <= most else line[:most - 3] + '...'


def last_line(error):
    """Python's last line of an error: its type and message."""
    try:
        message = str(error)
    except BaseException:
        message = ''
    return one_line(type(error).__name__ + (': ' + message if message else ''), 300)


def shown(value):
    """A returned value as the student would write it, cut short."""
    try:
        return one_line(repr(value), 60)
    except BaseException:
        return 'a ' + type(value).__name__


def answer(path, function, goal, max_dice, out):
    """Writes the choices, or the first error."""
    name = os.path.splitext(os.path.basename(path))[0]
    sys.path.insert(0, os.path.dirname(path))
    sys.argv = [path]
    try:
        loader = importlib.machinery.SourceFileLoader(name, path)
        module = importlib.util.module_from_spec(importlib.util.spec_from_file_location(name, path, loader=loader))
        sys.modules[name] = module
        loader.exec_module(module)
    except BaseException as error:
        return ['import', last_line(error)]
    out.write('IMPORTED\n')
    out.flush()
    strategy = getattr(module, function, MISSING)
    if not callable(strategy):
        return ['function', '' if strategy is MISSING else type(strategy).__name__]
    for score in range(goal):
        row = []
        for opponent in range(goal):
            try:
                dice = strategy(score, opponent)
            except BaseException as error:
                return ['raised', score, opponent, last_line(error)]
            # The course's own check, in its take_turn: type(num_rolls) == int.
            if type(dice) != int:
                return ['returned', score, opponent, shown(dice)]
            if not 0 <= dice <= max_dice:
                return ['chose', score, opponent, dice]
            row.append(str(dice))
        out.write(','.join(row) + '\n')
        out.flush()
    return None


def main():
    path, function, goal, max_dice = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    out = os.fdopen(os.dup(1), 'w', encoding='utf-8', newline='\n')
    os.dup2(2, 1)
    error = answer(path, function, goal, max_dice, out)
    out.write('DONE\n' if error is None else '\t'.join(['ERROR'] + [str(part) for part in error]) + '\n')
    out.flush()


main()
