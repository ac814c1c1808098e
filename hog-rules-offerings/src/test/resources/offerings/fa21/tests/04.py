test = {
    'name': 'Question 4',
    'points': 1,
    'suites': [
        {
            'cases': [
                {
                    'code': r"""
          >>> hog_pile(25, 43)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(32, 33)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(7, 7)
          7
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(26, 26)
          26
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(23, 23)
          23
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(193, 42)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> a = hog_pile(187, 187)
          >>> a # check that the value is being returned, not printed
          187
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(64, 67)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(12, 72)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(72, 22)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(3, 56)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(439, 709)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(61, 16)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(99, 84)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(25, 67)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(5, 90)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(54, 56)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(15, 64)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(80, 91)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(6, 2)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(74, 16)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(12, 22)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(12, 5)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(69, 65)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(15, 6)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(69, 62)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(98, 40)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(15, 95)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(56, 4)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(44, 64)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(40, 73)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(192, 343)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(90, 15)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(6, 48)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(72, 31)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(5, 22)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(34, 40)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(45, 45)
          45
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(16, 98)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(5, 54)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(88, 66)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(85, 68)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(55, 33)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(30, 40)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(844, 251)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(53, 83)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(41, 64)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(7, 37)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(12, 98)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(92, 14)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(49, 21)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(45, 59)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(643, 892)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(40, 58)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(71, 8)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(81, 68)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(40, 54)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(11, 33)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(96, 73)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(11, 13)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(37, 61)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(2, 15)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(39, 72)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(399, 192)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(5, 22)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(23, 25)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(205, 663)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(70, 10)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(34, 16)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(81, 9)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(11, 87)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(38, 54)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(63, 40)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(51, 77)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(74, 69)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(39, 36)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(73, 90)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(114, 792)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(11, 55)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(46, 74)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(46, 10)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(9, 73)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(19, 81)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(7, 0)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(596, 980)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(23, 40)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(74, 67)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(38, 83)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(56, 46)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(3, 27)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(39, 0)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(89, 56)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(13, 68)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(44, 28)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(59, 15)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(79, 49)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(4, 22)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(31, 67)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(82, 93)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(67, 18)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(4, 24)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(64, 67)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(19, 62)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(38, 97)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(51, 53)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(52, 63)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                },
                {
                    'code': r"""
          >>> hog_pile(57, 40)
          0
          """,
                    'hidden': False,
                    'locked': False,
                    'multiline': False
                }
            ],
            'scored': True,
            'setup': r"""
      >>> from hog import *
      """,
            'teardown': '',
            'type': 'doctest'
        }
    ]
}
