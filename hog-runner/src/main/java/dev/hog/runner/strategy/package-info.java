/**
 * Strategy specs, the same on the command line and in the configuration: {@code always:N}, {@code human},
 * {@code table:FILE}, {@code python:FILE[:FUNCTION]}, {@code baseline}, and a ruleset's named strategies such as
 * {@code bacon:cutoff=9,rolls=5}.
 */
package dev.hog.runner.strategy;
