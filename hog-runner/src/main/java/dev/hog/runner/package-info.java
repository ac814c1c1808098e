/**
 * The {@code hog} command: chooses a ruleset through {@link java.util.ServiceLoader} and a YAML configuration, and
 * plays, traces and replays games. {@link dev.hog.runner.Hog#run(String...)} runs it in-process.
 */
package dev.hog.runner;
