/**
 * JMH benchmarks: {@code java -jar hog-bench/target/benchmarks.jar}. They measure the game engine as the simulator
 * drives it, the simulator on every core, and the exact solver.
 */
package dev.hog.bench;
