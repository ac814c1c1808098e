"""The digits of a score, which several of Hog's rules read."""


def ones_digit(score):
    """The last digit of SCORE.

    >>> ones_digit(47)
    7
    """
    return score % 10


def tens_digit(score):
    """The second-to-last digit of SCORE, 0 for a score below 10.

    >>> tens_digit(47)
    4
    >>> tens_digit(7)
    0
    """
    return score // 10 % 10
