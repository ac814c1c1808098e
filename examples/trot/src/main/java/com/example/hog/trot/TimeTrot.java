package com.example.hog.trot;

import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.Turn;

/**
 * Time Trot: rolling exactly as many dice as the turn number modulo 8 gives the mover an extra turn right after this
 * one, but a player never takes two extra turns in a row. Turns are counted from 0 over the whole game, extra turns
 * included: rolling 3 dice on turn 3, or on turn 11, earns one; rolling no dice on turn 8 does.
 */
public final class TimeTrot implements ExtraTurnRule {
    /** The turn number is read modulo this. */
    public static final int PERIOD = 8;

    @Override
    public String name() {
        return "Time Trot";
    }

    @Override
    public String description() {
        return "Rolling exactly (turn number mod 8) dice gives an extra turn, but never two extra turns in a row.";
    }

    @Override
    public int turnPeriod() {
        return PERIOD;
    }

    @Override
    public boolean extraTurn(Turn turn) {
        return !turn.isExtraTurn() && turn.dice() == turn.number() % PERIOD;
    }

    @Override
    public String announce() {
        return "Another turn, right now.";
    }
}
