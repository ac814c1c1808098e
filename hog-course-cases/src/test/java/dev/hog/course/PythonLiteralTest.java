package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PythonLiteralTest {
    @Test
    void readsTheValuesPythonWrites() {
        Object value = PythonLiteral.value("[[813851248, 4213514292], [], (1,), (), (-2, 3.5, 1e3), None, True,"
                + " False, {'a': 1, \"b\": [2]},]", "play.sol");

        assertThat(value).isEqualTo(List.of(List.of(BigInteger.valueOf(813851248), BigInteger.valueOf(4213514292L)),
                List.of(), Tuple.of(BigInteger.ONE), Tuple.of(),
                Tuple.of(BigInteger.valueOf(-2), 3.5, 1000.0), CaseInterpreter.NONE, true, false,
                Map.of("a", BigInteger.ONE, "b", List.of(BigInteger.TWO))));
    }

    @Test
    void decodesEscapesAndJoinsStringsSideBySide() {
        Object value = PythonLiteral.value("'\\x41\\101\\u00e9\\n' \"\\q\" r'\\x41'", "f.py");

        assertThat(value).hasToString("AAé\n\\q\\x41");
        assertThat(((PythonLiteral.Str) value).lines()).containsExactly(1, 1);
    }

    @Test
    void aStringKnowsTheFileLineOfEachOfItsLines() {
        Object value = PythonLiteral.value("\n\n'''a\nb\\\nc\\nd'''", "f.py");

        assertThat(value).hasToString("a\nbc\nd");
        assertThat(((PythonLiteral.Str) value).lines()).containsExactly(3, 4, 5);
    }

    @Test
    void aDictKeepsTheLastOfATwiceGivenKeyAsPythonDoes() {
        assertThat(PythonLiteral.value("{'a': 1, 'a': 2}", "f.py")).isEqualTo(Map.of("a", BigInteger.TWO));
    }

    @Test
    void whatIsNotALiteralIsRefusedNamingTheLine() {
        assertThatThrownBy(() -> PythonLiteral.value("[1,\n 2,\n x]", "f.py"))
                .hasMessage("f.py:3: expected a value but found the name 'x'");
        assertThatThrownBy(() -> PythonLiteral.value("[1, 2", "f.py"))
                .hasMessage("f.py:1: expected ']', found the end of the file");
        assertThatThrownBy(() -> PythonLiteral.value("'abc\n'", "f.py"))
                .hasMessage("f.py:1: expected the string opened here to be closed on its line with '");
    }
}
