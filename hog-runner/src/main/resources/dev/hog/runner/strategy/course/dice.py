"""The dice a course hog.py imports, for a folder that has no dice.py of its own: hog's stand-in for the course's
module, with the names its hog.py files import.

A die is a function of no arguments that returns the face it rolled.
"""
from random import randint


def make_fair_dice(sides):
    """A die of SIDES faces, 1 to SIDES, each as likely as the others."""
    assert type(sides) == int and sides >= 1, 'Illegal value for sides'
    return lambda: randint(1, sides)


four_sided = make_fair_dice(4)
six_sided = make_fair_dice(6)


def make_test_dice(*outcomes):
    """A die that rolls OUTCOMES in turn, and then again from the first, for tests.

    >>> dice = make_test_dice(3, 5)
    >>> [dice(), dice(), dice()]
    [3, 5, 3]
    """
    assert len(outcomes) > 0, 'You must supply outcomes to make_test_dice'
    for outcome in outcomes:
        assert type(outcome) == int and outcome >= 1, 'Outcome is not a positive integer'
    rolled = [0]

    def dice():
        face = outcomes[rolled[0] % len(outcomes)]
        rolled[0] += 1
        return face
    return dice
