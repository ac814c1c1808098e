test = {
    "name": "Question 4",
    "points": 2,
    "suites": [
        {
            "cases": [
                {
                    "code": r"""
          >>> more_boar(25, 43)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(32, 33)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(7, 10)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(26, 43)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(23, 23)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(193, 42)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> a = more_boar(42, 187)
          >>> a # check that the value is being returned, not printed
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(64, 67)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(70, 21)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(72, 22)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(3, 56)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(709, 897)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(27, 44)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(75, 77)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(92, 57)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(39, 46)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(54, 56)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(29, 8)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(370, 242)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(73, 45)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(16, 98)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(80, 63)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(5, 0)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(18, 32)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(39, 84)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(69, 62)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(73, 4)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(29, 45)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(80, 35)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(915, 787)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(73, 54)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(87, 17)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(15, 61)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(48, 65)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(62, 54)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(91, 2)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(13, 22)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(61, 35)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(98, 23)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(81, 3)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(66, 18)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(618, 733)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(52, 33)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(40, 33)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(92, 53)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(18, 43)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(94, 77)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(12, 71)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(98, 80)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(14, 71)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(49, 21)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(45, 59)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(380, 24)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(28, 65)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(92, 34)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(68, 91)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(54, 12)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(33, 94)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(96, 73)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(91, 35)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(29, 67)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(15, 23)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(62, 43)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(28, 37)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(50, 14)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(706, 116)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(83, 45)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(17, 34)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(880, 233)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(9, 11)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(87, 82)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(51, 85)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(40, 85)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(51, 77)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(69, 7)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(139, 443)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(22, 9)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(24, 60)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(59, 86)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(74, 869)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(10, 16)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(73, 62)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(81, 8)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(93, 86)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(81, 6)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(28, 77)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(92, 73)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(81, 5)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(83, 56)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(92, 43)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(39, 0)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(56, 78)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(83, 37)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(796, 99)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(143, 251)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(49, 20)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(70, 56)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(18, 77)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(210, 861)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(18, 907)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(48, 77)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(183, 745)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(87, 2)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(97, 97)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(51, 53)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(63, 91)
          False
          """,
                    "hidden": False,
                    "locked": False,
                },
                {
                    "code": r"""
          >>> more_boar(41, 33)
          True
          """,
                    "hidden": False,
                    "locked": False,
                },
            ],
            "scored": True,
            "setup": r"""
      >>> from hog import *
      """,
            "teardown": "",
            "type": "doctest",
        }
    ],
}
