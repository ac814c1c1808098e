/**
 * The {@code hog} subcommands. Each is made with the run's {@link dev.hog.runner.Session}, which gives it the
 * environment, the rulesets, the solver and the players' strategies; none knows the command above it.
 */
package dev.hog.runner.commands;
