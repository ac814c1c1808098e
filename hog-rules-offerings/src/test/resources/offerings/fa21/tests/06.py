test = {
    'name': 'Question 6',
    'points': 1,
    'suites': [
        {
            'cases': [
                {
                    'answer': 'Another commentary function.',
                    'choices': [
                        'Another commentary function.',
                        'An integer representing the score.',
                        'None.'
                    ],
                    'hidden': False,
                    'locked': False,
                    'multiline': False,
                    'question': 'What does a commentary function return?'
                }
            ],
            'scored': False,
            'type': 'concept'
        },
        {
            'cases': [
                {
                    'code': r"""
          >>> #
          >>> def echo(s0, s1):
          ...     print(s0, s1)
          ...     return echo
          >>> s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(3), goal=5, say=echo)
          3 0
          3 6
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> def count(n):
          ...     def say(s0, s1):
          ...         print(n, s0)
          ...         return count(n + 1)
          ...     return say
          >>> s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(5), goal=15, say=count(1))
          1 5
          2 5
          3 20
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> #
          >>> def echo(s0, s1):
          ...     print(s0, s1)
          ...     return echo
          >>> strat0 = lambda score, opponent: 1 - opponent // 10
          >>> strat1 = always_roll(3)
          >>> s0, s1 = play(strat0, strat1, dice=make_test_dice(4, 2, 6), goal=15, say=echo)
          4 0
          4 12
          11 12
          11 24
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> #
          >>> # Ensure that say is properly updated within the body of play
          >>> def total(s0, s1):
          ...     print(s0 + s1)
          ...     return echo
          >>> def echo(s0, s1):
          ...     print(s0, s1)
          ...     return total
          >>> s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(2, 5), goal=10, say=echo)
          2 0
          7
          4 5
          14
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                }
            ],
            'scored': True,
            'setup': r"""
      >>> from hog import play, always_roll
      >>> from dice import make_test_dice
      """,
            'teardown': '',
            'type': 'doctest'
        },
        {
            'cases': [
                {
                    'code': r"""
          >>> #
          >>> def echo_0(s0, s1):
          ...     print('*', s0)
          ...     return echo_0
          >>> def echo_1(s0, s1):
          ...     print('**', s1)
          ...     return echo_1
          >>> s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(2), goal=5, say=both(echo_0, echo_1))
          * 2
          ** 0
          * 2
          ** 4
          * 8
          ** 4
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> #
          >>> s0, s1 = play(always_roll(3), always_roll(3), dice=make_test_dice(1, 2, 3, 3), goal=8, say=both(say_scores, announce_lead_changes()))
          Player 0 now has 1 and Player 1 now has 0
          Player 0 takes the lead by 1
          Player 0 now has 1 and Player 1 now has 2
          Player 1 takes the lead by 1
          Player 0 now has 4 and Player 1 now has 2
          Player 0 takes the lead by 2
          Player 0 now has 4 and Player 1 now has 10
          Player 1 takes the lead by 6
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                }
            ],
            'scored': True,
            'setup': r"""
      >>> from hog import play, always_roll, both, announce_lead_changes, say_scores
      >>> from dice import make_test_dice
      """,
            'teardown': '',
            'type': 'doctest'
        }
    ]
}
