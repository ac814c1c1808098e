test = {
    'name': 'Question 2',
    'points': 3,
    'suites': [
        {
            'cases': [
                {
                    'code': r"""
          >>> picky_piggy(0)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(1)
          1
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(2)
          4
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(5)
          5
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> a = picky_piggy(24)
          >>> a # check that the value is being returned, not printed
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(3)
          2
          >>> # ban str and indexing (lists)
          >>> test.check('hog.py', 'picky_piggy', ['Str', 'Slice', 'List', 'ListComp', 'Index', 'Subscript', 'For'])
          True
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(64)
          8
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(12)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(72)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(3)
          2
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(439)
          1
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(61)
          1
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(99)
          2
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(25)
          1
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(5)
          5
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(54)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(15)
          2
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(80)
          4
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(6)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(74)
          4
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(12)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(12)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(69)
          2
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(15)
          2
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(69)
          2
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(98)
          4
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(15)
          2
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(56)
          4
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(44)
          4
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(40)
          8
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(192)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(90)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(6)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(72)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(5)
          5
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> picky_piggy(34)
          8
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                }
            ],
            'scored': True,
            'setup': r"""
      >>> from hog import *
      >>> import tests.construct_check as test
      """,
            'teardown': '',
            'type': 'doctest'
        }
    ]
}
