package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.play.Dice;
import dev.hog.api.game.Scores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CaseInterpreterTest {
    private final CaseInterpreter session = new CaseInterpreter()
            .define("add", "a, b=10", args -> args.integer("a") + args.integer("b"))
            .define("pair", "a, b", args -> Scores.of(args.integer("a"), args.integer("b")))
            .define("count", "*items", args -> args.rest().size())
            .define("tests.play_utils.add", "a, b", args -> args.integer("a") + args.integer("b"))
            .define("shout", "text", args -> {
                throw new IllegalStateException("never called");
            });

    @ParameterizedTest(name = "{0}  ->  {1}")
    @CsvSource(delimiter = '|', value = {
        "add(1, 2)| 3",
        "add(1)| 11",
        "add(b=5, a=1)| 6",
        "x = add(2, 3); x| 5",
        "7 // 2| 3",
        "-7 // 2| -4",
        "7 / 2| 3.5",
        "6 / 3| 2.0",
        "count(*([2] * 3 + [1, 2] * 2))| 7",
        "count(*range(1, 100))| 99",
        "sum(range(1, 5)) / len(range(1, 5))| 2.5",
        "pair(3, 4)| (3, 4)",
        "a, b = pair(3, 4); b| 4",
        "f = lambda x, y: max(x // 10 - 4, y); f(71, 0)| 3",
        "hog.add(1, 1)| 2",
        "hog.z = 4; z == 4| True",
        "add(1, 1) == 3| False",
        "add(1, 1) != 3| True",
        "7 / 2 >= 3.5| True",
        "2 < 1| False",
        "print('a', 1, 2.5)| a 1 2.5",
        "import hog; from dice import make_test_dice; 5| 5",
        "x = [1, 2, 3]; x[0] + x[-1]| 4",
        "pair(3, 4)[1]| 4",
        "tests.play_utils.add(1, 2)| 3",
        "hog.tests.play_utils.add(1, 2)| 3",
        "31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679"
                + " == 31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679"
                + "| True",
        "31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679"
                + " == 31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170678"
                + "| False",
        "9007199254740993 == 9007199254740992| False",
        "2147483648 == 2147483648.0| True",
        "2147483647 + 0| 2147483647",
        "x = 12345678901234567890; x| 12345678901234567890",
    })
    void runsThePythonTheCasesUse(String code, String printed) {
        assertThat(session.run(code)).isEqualTo(printed.strip());
    }

    @Test
    void aCommentRunsToTheNextStatementEvenPastASemicolon() {
        assertThat(session.run("x = add(1, 2) # adds; not enough for a new high; y = add(x, 1); y")).isEqualTo("4");
        assertThat(session.run("add(1, 1) # a comment at the end")).isEqualTo("2");
    }

    @Test
    void stringsArePythonStringsAndPrintingSeveralLinesPrintsEach() {
        assertThat(session.run("print('a\\tb', \"it's\")")).isEqualTo("a\tb it's");
        assertThat(session.run("print('''one\ntwo''')")).isEqualTo("one | two");
        assertThat(session.run("print('one\\ntwo')")).isEqualTo("one | two");
    }

    @Test
    void namesStayBoundForTheNextCase() {
        session.run("x = add(1, 2)");

        assertThat(session.run("x")).isEqualTo("3");
    }

    @Test
    void diceAreCallableAsTheCoursesDiceFunctions() {
        session.bind("d", Dice.test(4, 1));

        assertThat(session.run("d(); d(); d()")).isEqualTo("4 | 1 | 4");
    }

    @Test
    void aFunctionsOrDicesNameIsItsPythonName() {
        session.bind("d", Dice.test(4, 1)).bind("r", new RerolledDice(Dice.test(4, 1)));

        assertThat(session.run("add.__name__; pair(1, 2) == pair(1, 2); (lambda x: x).__name__"))
                .isEqualTo("'add' | True | '<lambda>'");
        assertThat(session.run("d.__name__ == 'dice'; r.__name__ == 'rerolled'; r.__name__")).isEqualTo(
                "True | True | 'rerolled'");
        assertThatThrownBy(() -> session.run("add.__doc__")).isInstanceOf(UnsupportedCaseException.class)
                .hasMessage("the attribute __doc__ is not supported");
        assertThatThrownBy(() -> session.run("x = 3; x.__name__")).isInstanceOf(UnsupportedCaseException.class);
    }

    @ParameterizedTest(name = "reroll(make_test_dice({0})) rolls {1}")
    @CsvSource(delimiter = ';', value = {"2, 4, 6; 2 | 4 | 6 | 2", "1, 3, 5; 3 | 1 | 5 | 3",
        "3, 2, 4, 1, 5; 2 | 4 | 5 | 2", "1, 1, 1, 1, 2; 1 | 1 | 2 | 1"})
    void rerolledDiceRollAnOddFaceOnceMore(String outcomes, String rolled) {
        // fa16's tests/03.py
        session.define("make_test_dice", "*outcomes", args -> Dice.test(args.rest().stream()
                .mapToInt(value -> (Integer) value).toArray()));
        session.define("reroll", "dice", args -> new RerolledDice((Dice) args.get("dice")));

        assertThat(session.run("test_dice = reroll(make_test_dice(" + outcomes + ")); test_dice(); test_dice();"
                + " test_dice(); test_dice()")).isEqualTo(rolled.strip());
    }

    @Test
    void nothingPrintedReadsAsTheCasesFileWritesIt() {
        assertThat(session.run("x = 1")).isEqualTo("(no output / must not raise)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "def f(x): return x",
        "while x < 100: x += 1",
        "unknown(3)",
        "add(1, 2) if True else 3",
    })
    void codeBeyondItIsUnsupportedBeforeAnythingRuns(String code) {
        assertThatThrownBy(() -> session.run(code)).isInstanceOf(UnsupportedCaseException.class);
    }

    @Test
    void aWrongCallIsAnErrorNotAnUnsupportedCase() {
        assertThatThrownBy(() -> session.run("add(1, 2, 3)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("add takes 2 arguments, not 3");
        assertThatThrownBy(() -> session.run("add(c=1)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("add has no parameter c");
    }
}
