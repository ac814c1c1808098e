package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OkTestsTest {
    /** An ok test file as the course writes them, with a concept suite first, so the doctest suite is suite 1. */
    private static final String FILE = String.join("\n",
            "test = {",
            "  'name': 'Question 5',",
            "  'points': 3,",
            "  'suites': [",
            "    {",
            "      'cases': [",
            "        {",
            "          'answer': 'While score0 and score1 are both less than goal',",
            "          'choices': ['While score0 and score1 are both less than goal', \"Can't say\"],",
            "          'hidden': False,",
            "          'locked': False,",
            "          'question': r\"\"\"",
            "          Under what conditions should the game continue?",
            "          \"\"\"",
            "        }",
            "      ],",
            "      'scored': False,",
            "      'type': 'concept'",
            "    },",
            "    {",
            "      'cases': [",
            "        {",
            "          'code': r\"\"\"",
            "          >>> #",
            "          >>> # Play function stops at goal",
            "          >>> s0, s1 = hog.play(always(5), always(3), score0=91,",
            "          ...                   score1=10)  # a long call",
            "          >>> s0",
            "          106",
            "          >>> s1  # the other",
            "          10",
            "          \"\"\",",
            "          'hidden': False,",
            "          'locked': False",
            "        },",
            "        {",
            "          'code': r\"\"\"",
            "          >>> def echo(s0, s1):",
            "          ...     print(s0, s1)",
            "          ...     return echo",
            "          ...",
            "          >>> s0, s1 = play(always(1), always(1), say=echo)",
            "          3 0",
            "          3 3",
            "          >>> x = 1",
            "          \"\"\",",
            "          'hidden': False,",
            "          'locked': False",
            "        },",
            "        {",
            "          'code': r\"\"\"",
            "          >>> take_turn(0, 35)",
            "          962aea5f59fc55bd65ccacf4603c8f22",
            "          # locked",
            "          >>> take_turn(0, 71)",
            "          c42887e7b9ffe8fc26bb57b61329f916",
            "          # locked",
            "          \"\"\",",
            "          'hidden': False,",
            "          'locked': True",
            "        }",
            "      ],",
            "      'scored': True,",
            "      'setup': r\"\"\"",
            "      >>> import hog",
            "      >>> always = hog.always_roll  # short",
            "      \"\"\",",
            "      'teardown': '',",
            "      'type': 'doctest'",
            "    }",
            "  ]",
            "}",
            "");

    @Test
    void readsEachStatementThatPrintsAsOneCaseAfterTheStatementsThatDoNot() {
        OkTests tests = OkTests.parse(FILE, "tests/05.py", "aa");

        assertThat(tests.suites()).extracting(CourseSuite::toString).containsExactly("aa tests/05.py suite 1");
        CourseSuite suite = tests.suites().get(0);
        assertThat(suite.setup()).isEqualTo("import hog; always = hog.always_roll");
        assertThat(suite.cases()).extracting(CourseCase::code, CourseCase::expected, CourseCase::line).containsExactly(
                tuple("s0, s1 = hog.play(always(5), always(3), score0=91, score1=10); s0", "106", 26),
                tuple("s1  # the other", "10", 30),
                tuple("def echo(s0, s1): ⏎ print(s0, s1) ⏎ return echo; s0, s1 = play(always(1), always(1),"
                        + " say=echo)", "3 0 | 3 3", 38),
                tuple("x = 1", "(no output / must not raise)", 45));
    }

    @Test
    void aLockedCaseIsLeftOutAndListed() {
        OkTests tests = OkTests.parse(FILE, "tests/05.py", "aa");

        assertThat(tests.locked()).containsExactly("tests/05.py suite 1: take_turn(0, 35)",
                "tests/05.py suite 1: take_turn(0, 71)");
    }

    @Test
    void aStatementWhoseAnswerIsMarkedLockedIsLeftOutAlone() {
        String file = "test = {'suites': [{'type': 'doctest', 'cases': [{'locked': False, 'code': r'''\n"
                + ">>> a = 1\n>>> a\n1\n>>> b = 2\n>>> b\n0d3b1a\n# locked\n>>> a + 1\n2\n'''}]}]}\n";

        OkTests tests = OkTests.parse(file, "tests/01.py", "aa");

        assertThat(tests.suites().get(0).cases()).extracting(CourseCase::code)
                .containsExactly("a = 1; a", "a + 1");
        assertThat(tests.locked()).containsExactly("tests/01.py suite 0: b = 2; b");
    }

    @Test
    void readsPythonStringsAsPythonDoes() {
        String file = "# a comment first\ntest = {'suites': [{'type': \"doctest\", 'setup': '', 'cases': [\n"
                + "  {'code': '>>> print(\"a\\\\tb\")\\n' \"a\\tb\\n\"},\n"
                + "  {'code': R'''\n>>> '\\n' # an escape kept raw\n'\\n'\n'''},\n"
                + "  {'code': \"\"\">>> f('''x''', \"#\")  # one \"comment\"\nx\"\"\"},\n"
                + "  {'code': u'>>> 1 + \\\n1\\n2'},\n"
                + "]}]}";

        OkTests tests = OkTests.parse(file, "tests/02.py", "aa");

        assertThat(tests.suites().get(0).cases()).extracting(CourseCase::code, CourseCase::expected, CourseCase::line)
                .containsExactly(
                        tuple("print(\"a\\tb\")", "a\tb", 3),
                        tuple("'\\n' # an escape kept raw", "'\\n'", 5),
                        tuple("f('''x''', \"#\")  # one \"comment\"", "x", 8),
                        tuple("1 + 1", "2", 10));
    }

    @Test
    void aCommentIsDroppedFromTheStatementsThatRunBeforeTheOneThatPrints() {
        String file = "test = {'suites': [{'type': 'doctest', 'cases': [{'code': r'''\n"
                + ">>> x = f('#', 2)  # not the end; y = 3\n>>> x # shown\n1\n'''}]}]}";

        assertThat(OkTests.parse(file, "tests/03.py", "aa").suites().get(0).cases()).extracting(CourseCase::code)
                .containsExactly("x = f('#', 2); x # shown");
    }

    @Test
    void aMalformedFileIsRefusedInOneLineNamingTheFileAndLine() {
        assertThatThrownBy(() -> OkTests.parse("test = {\n  'suites': [\n    {'type' 'doctest'}]}", "t.py", "aa"))
                .hasMessage("t.py:3: expected ':', found '}]}'");
        assertThatThrownBy(() -> OkTests.parse("test = {\n  'name': r\"\"\"\nnever closed", "t.py", "aa"))
                .hasMessage("t.py:2: expected the string opened here to be closed with a triple \"");
        assertThatThrownBy(() -> OkTests.parse("tests = {}", "t.py", "aa"))
                .hasMessage("t.py:1: expected 'test = ' at the start of the file, found 'tests = {}'");
        assertThatThrownBy(() -> OkTests.parse("test = {'suites': [\n  {'type': 'doctest', 'cases': [\n"
                + "    {'code': r'''\n    7\n    '''}]}]}", "t.py", "aa"))
                .hasMessage("t.py:4: expected '>>> ' before the output '7'");
        assertThatThrownBy(() -> OkTests.parse("test = {'suites': [\n  {'type': 'doctest'}]}", "t.py", "aa"))
                .hasMessage("t.py:2: expected suite 0 to have a list of 'cases'");
        assertThatThrownBy(() -> OkTests.parse("test = {'suites': []} x", "t.py", "aa"))
                .hasMessage("t.py:1: expected the end of the file, found 'x'");
    }

    @Test
    void readsTheOkTestsOfAFolderInNameOrderAndPassesOverItsOtherFiles(@TempDir Path folder) throws IOException {
        String test = "test = {'suites': [{'type': 'doctest', 'cases': [{'code': '>>> %s\\n%s'}]}]}";
        Files.writeString(folder.resolve("04b.py"), test.formatted("2", "2"));
        Files.writeString(folder.resolve("04a.py"), test.formatted("1", "1"));
        Files.writeString(folder.resolve("04.py"), test.formatted("0", "0"));
        Files.writeString(folder.resolve("play_utils.py"), "import random\n\ndef describe_game(hog):\n    pass\n");
        Files.writeString(folder.resolve("__init__.py"), "");
        Files.writeString(folder.resolve("play.sol"), "[[1, 2]]");

        OkTests tests = OkTests.read(folder, "aa");

        assertThat(tests.suites()).extracting(CourseSuite::file)
                .containsExactly("tests/04.py", "tests/04a.py", "tests/04b.py");
    }

    @Test
    void findsAFolderOfResourcesOnTheFileSystem() {
        assertThat(OkTests.resourceFolder(OkTestsTest.class, "/play-utils")).isDirectory();
        assertThatThrownBy(() -> OkTests.resourceFolder(OkTestsTest.class, "/nowhere"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("No resource /nowhere for "
                        + OkTestsTest.class.getName());
        assertThatThrownBy(() -> OkTests.resourceFolder(OkTestsTest.class, "/play-utils/README.md"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("The resource"
                        + " /play-utils/README.md is not a folder");
    }

    @Test
    void aFolderWithoutOkTestsIsAnError(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("play_utils.py"), "import random\n");

        assertThatThrownBy(() -> OkTests.read(folder, "aa")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no ok test file");
    }
}
