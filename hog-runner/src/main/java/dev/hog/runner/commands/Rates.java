package dev.hog.runner.commands;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.ExactWinRate;

/**
 * Exact win rates as the commands write them in JSON: {@code {"first":a,"second":b,"mean":m}}, with what they are
 * against when there are several.
 *
 * @param against the opponent, or {@code null}
 * @param first the rate moving first
 * @param second the rate moving second
 * @param mean their mean
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"against", "first", "second", "mean"})
record Rates(String against, double first, double second, double mean) {
    static Rates of(ExactWinRate rate) {
        return of(null, rate);
    }

    static Rates of(Object against, ExactWinRate rate) {
        return new Rates(against == null ? null : against.toString(), rate.first(), rate.second(), rate.mean());
    }
}
