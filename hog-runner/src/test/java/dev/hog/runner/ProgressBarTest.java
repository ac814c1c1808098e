package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.runner.io.ProgressBar;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressBarTest {
    private final StringWriter drawn = new StringWriter();
    private final AtomicLong now = new AtomicLong();
    private final ProgressBar bar = new ProgressBar(new PrintWriter(drawn), 200, now::get);

    @Test
    void staysHiddenForTheFirstSecond() {
        bar.accept(100);
        bar.finish();

        assertThat(drawn.toString()).isEmpty();
    }

    @Test
    void drawsThePercentageAfterASecondAndClearsItselfAtTheEnd() {
        now.set(1_500_000_000L);
        bar.accept(50);
        bar.accept(50);
        bar.accept(200);
        bar.finish();

        assertThat(drawn.toString()).isEqualTo("\r[" + "#".repeat(10) + " ".repeat(30) + "] 25%"
                + "\r[" + "#".repeat(40) + "] 100%"
                + "\r" + " ".repeat(48) + "\r");
    }
}
