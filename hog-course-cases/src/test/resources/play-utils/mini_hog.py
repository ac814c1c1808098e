"""Mini Hog for the unit tests of hog-course-cases: Pig Out, zero dice = 1 + largest digit of the opponent's score,
and an extra turn when the mover's score after the turn ends in 7 (one extra turn at most in a row)."""
from dice import six_sided, four_sided, make_test_dice
import sys
GOAL_SCORE = 100
TRACED = False
def roll_dice(num_rolls, dice=six_sided):
    outs = [dice() for _ in range(num_rolls)]
    return 1 if 1 in outs else sum(outs)
def take_turn(num_rolls, opponent_score, dice=six_sided):
    if num_rolls == 0:
        return 1 + max(opponent_score // 10 % 10, opponent_score % 10)
    return roll_dice(num_rolls, dice)
def silence(s0, s1): return silence
def play(strategy0, strategy1, score0=0, score1=0, dice=six_sided, goal=GOAL_SCORE, say=silence):
    import hog as H
    if H.TRACED:
        dice = H.six_sided
    who = 0
    extra = False
    while score0 < goal and score1 < goal:
        s, o = (score0, score1) if who == 0 else (score1, score0)
        n = (strategy0 if who == 0 else strategy1)(s, o)
        s += take_turn(n, o, dice)
        score0, score1 = (s, o) if who == 0 else (o, s)
        again = s % 10 == 7 and not extra
        extra = again
        if not again:
            who = 1 - who
    return score0, score1
