package dev.hog.runner.strategy;

import java.io.Serial;

/** The person playing closed the input instead of choosing a number of dice: the game stops there. */
public final class EndOfInput extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    EndOfInput() {
        super("end of input");
    }
}
