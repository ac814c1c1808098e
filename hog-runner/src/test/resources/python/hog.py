"""CS 61A Presents The Game of Hog."""

from dice import six_sided, four_sided, make_test_dice
from ucb import main, trace, interact
from digits import ones_digit, tens_digit

GOAL_SCORE = 100  # The goal of Hog is to score 100 points.

######################
# Phase 1: Simulator #
######################


def roll_dice(num_rolls, dice=six_sided):
    """Simulate rolling the DICE exactly NUM_ROLLS > 0 times. Return the sum of
    the outcomes unless any of the outcomes is 1. In that case, return 1.
    """
    # These assert statements ensure that num_rolls is a positive integer.
    assert type(num_rolls) == int, 'num_rolls must be an integer.'
    assert num_rolls > 0, 'Must roll at least once.'
    total, pig_out = 0, False
    for _ in range(num_rolls):
        outcome = dice()
        pig_out = pig_out or outcome == 1
        total += outcome
    return 1 if pig_out else total


def free_bacon(score):
    """Return the points scored from rolling 0 dice (Free Bacon).

    score:  The opponent's current score.
    """
    return 10 - ones_digit(score) + tens_digit(score)


def take_turn(num_rolls, opponent_score, dice=six_sided):
    """Simulate a turn rolling NUM_ROLLS dice, which may be 0 (Free Bacon).
    Return the points scored for the turn by the current player.
    """
    # Leave these assert statements here; they help check for errors.
    assert type(num_rolls) == int, 'num_rolls must be an integer.'
    assert num_rolls >= 0, 'Cannot roll a negative number of dice in take_turn.'
    assert num_rolls <= 10, 'Cannot roll more than 10 dice.'
    assert opponent_score < 100, 'The game should be over.'
    if num_rolls == 0:
        return free_bacon(opponent_score)
    return roll_dice(num_rolls, dice)


def is_swap(player_score, opponent_score):
    """Return whether the two scores should be swapped."""
    excitement = abs(ones_digit(player_score) - ones_digit(opponent_score))
    return excitement == tens_digit(opponent_score)


def other(who):
    """Return the other player, for a player WHO numbered 0 or 1."""
    return 1 - who


def silence(score0, score1):
    """Announce nothing (see Phase 2)."""
    return silence


def play(strategy0, strategy1, score0=0, score1=0, dice=six_sided,
         goal=GOAL_SCORE, say=silence, feral_hogs=True):
    """Simulate a game and return the final scores of both players, with Player
    0's score first, and Player 1's score second.
    """
    who = 0  # Who is about to take a turn, 0 (first) or 1 (second)
    scores, strategies, last = [score0, score1], [strategy0, strategy1], [0, 0]
    while max(scores) < goal:
        num_rolls = strategies[who](scores[who], scores[other(who)])
        points = take_turn(num_rolls, scores[other(who)], dice)
        feral = 3 if feral_hogs and abs(num_rolls - last[who]) == 2 else 0
        scores[who] += points + feral
        last[who] = points
        if is_swap(scores[who], scores[other(who)]):
            scores.reverse()
        say = say(scores[0], scores[1])
        who = other(who)
    return scores[0], scores[1]


#######################
# Phase 3: Strategies #
#######################


def always_roll(n):
    """Return a strategy that always rolls N dice.

    >>> strategy = always_roll(5)
    >>> strategy(0, 0)
    5
    """
    def strategy(score, opponent_score):
        return n
    return strategy


def make_averaged(original_function, trials_count=1000):
    """Return a function that returns the average value of ORIGINAL_FUNCTION
    when called TRIALS_COUNT times.
    """
    def averaged(*args):
        return sum(original_function(*args) for _ in range(trials_count)) / trials_count
    return averaged


def max_scoring_num_rolls(dice=six_sided, trials_count=1000):
    """Return the number of dice (1 to 10) that gives the highest average turn
    score by calling roll_dice with the provided DICE over TRIALS_COUNT times.
    """
    averaged = make_averaged(roll_dice, trials_count)
    return max(range(1, 11), key=lambda n: averaged(n, dice))


def winner(strategy0, strategy1):
    """Return 0 if strategy0 wins against strategy1, and 1 otherwise."""
    score0, score1 = play(strategy0, strategy1)
    return 0 if score0 > score1 else 1


def average_win_rate(strategy, baseline=always_roll(6)):
    """Return the average win rate of STRATEGY against BASELINE."""
    win_rate_as_player_0 = 1 - make_averaged(winner)(strategy, baseline)
    win_rate_as_player_1 = make_averaged(winner)(baseline, strategy)
    return (win_rate_as_player_0 + win_rate_as_player_1) / 2


def run_experiments():
    """Run a series of strategy experiments and report results."""
    print('Max scoring num rolls for six-sided dice:', max_scoring_num_rolls(six_sided))
    print('bacon_strategy win rate:', average_win_rate(bacon_strategy))
    print('swap_strategy win rate:', average_win_rate(swap_strategy))


def bacon_strategy(score, opponent_score, cutoff=8, num_rolls=6):
    """This strategy rolls 0 dice if that gives at least CUTOFF points, and
    rolls NUM_ROLLS otherwise.
    """
    if free_bacon(opponent_score) >= cutoff:
        return 0
    return num_rolls


def swap_strategy(score, opponent_score, cutoff=8, num_rolls=6):
    """This strategy rolls 0 dice when it triggers a beneficial swap. It also
    rolls 0 dice if it gives at least CUTOFF points and does not trigger a
    non-beneficial swap. Otherwise, it rolls NUM_ROLLS.
    """
    bacon = free_bacon(opponent_score)
    new_score = score + bacon
    if is_swap(new_score, opponent_score) and opponent_score > new_score:
        return 0
    if is_swap(new_score, opponent_score) and opponent_score < new_score:
        return num_rolls
    return bacon_strategy(score, opponent_score, cutoff, num_rolls)


@trace
def chatty_strategy(score, opponent_score):
    """Rolls 4 dice, and says so on every call: traced, as students debug."""
    return 4


final_strategy = always_roll(4)


##########################
# Command Line Interface #
##########################

# NOTE: Functions in this section do not need to be changed. They use features
# of Python not yet covered in the course.

@main
def run(*args):
    """Read in the command-line argument and calls corresponding functions."""
    import argparse
    parser = argparse.ArgumentParser(description="Play Hog")
    parser.add_argument('--run_experiments', '-r', action='store_true',
                        help='Runs strategy experiments')

    args = parser.parse_args()

    if args.run_experiments:
        run_experiments()
