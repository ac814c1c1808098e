package dev.hog.runner.config;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;

/**
 * The one strict way the command reads its files with Jackson: unknown keys, duplicate keys, trailing content and a
 * missing primitive fail, and no value is coerced into another type ({@code '100'} is not a number, {@code 10.5} is
 * not a whole number).
 */
public final class StrictJackson {
    private StrictJackson() {
    }

    /**
     * Makes a mapper builder strict.
     *
     * @param builder a JSON or YAML mapper builder
     * @param <M> the mapper
     * @param <B> the builder
     * @return the same builder
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B strict(B builder) {
        return builder
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
    }
}
