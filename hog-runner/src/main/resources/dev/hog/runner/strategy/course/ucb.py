"""The helpers a course hog.py imports from ucb, for a folder that has no ucb.py of its own: hog's stand-in for the
course's module, with the names its hog.py files import.
"""
import code
import functools
import sys

_indent = ['']


def main(fn):
    """Marks the function a program starts with: it runs, with the command line's arguments, only when the module
    that defines it is the program itself, so importing the module runs nothing."""
    if sys._getframe(1).f_globals.get('__name__') == '__main__':
        fn(*sys.argv[1:])
    return fn


def trace(fn):
    """Wraps FN so that each call prints its arguments and what it returned, indented by how deep the calls go."""
    @functools.wraps(fn)
    def traced(*args, **kwargs):
        shown = ', '.join([repr(arg) for arg in args] + [key + '=' + repr(value) for key, value in kwargs.items()])
        log('{0}({1}):'.format(fn.__name__, shown))
        _indent[0] += '    '
        try:
            result = fn(*args, **kwargs)
        except Exception:
            _indent[0] = _indent[0][:-4]
            log(fn.__name__ + ' exited via exception')
            raise
        _indent[0] = _indent[0][:-4]
        log('{0}({1}) -> {2}'.format(fn.__name__, shown, result))
        return result
    return traced


def log(message):
    """Prints MESSAGE at the indentation of the traced calls it is in."""
    print(_indent[0] + str(message).replace('\n', '\n' + _indent[0]))


def log_current_line():
    """Prints the file, line and function this is called from."""
    caller = sys._getframe(1)
    log('Current line: File "{0}", line {1}, in {2}'.format(
        caller.f_code.co_filename, caller.f_lineno, caller.f_code.co_name))


def interact(msg=None):
    """Opens an interactive Python session in the caller's names; it ends at end of input."""
    caller = sys._getframe(1)
    names = dict(caller.f_globals)
    names.update(caller.f_locals)
    if msg is None:
        msg = 'Interacting at File "{0}", line {1}'.format(caller.f_code.co_filename, caller.f_lineno)
    code.interact(msg, None, names)
