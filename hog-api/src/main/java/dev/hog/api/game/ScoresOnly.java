package dev.hog.api.game;

/**
 * The default answer of {@link Strategy#readsOnlyScores()}: whether a class of strategy keeps {@link Strategy}'s own
 * {@code numRolls(GameState)}. The one place that asks a strategy's class by reflection; found once per class, since a
 * simulation builds a match per game and asks every time.
 */
final class ScoresOnly {
    private static final ClassValue<Boolean> BY_CLASS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            try {
                return type.getMethod("numRolls", GameState.class).getDeclaringClass() == Strategy.class;
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("Every strategy has numRolls(GameState)", e);
            }
        }
    };

    private ScoresOnly() {
    }

    static boolean of(Class<? extends Strategy> type) {
        return BY_CLASS.get(type);
    }
}
