package dev.hog.json.jackson;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import dev.hog.api.API;

/**
 * The strictness every reader of the SDK applies, for a tool that binds its own types with Jackson and means to read
 * them as strictly: unknown keys, duplicate keys, trailing content and a missing primitive fail, and no value is
 * coerced into another type ({@code '100'} is not a number, {@code "true"} is not a boolean, {@code 10.5} is not a
 * whole number).
 *
 * <p>Stateless and thread-safe; a Jackson builder is not, so give each builder to one thread. What fails in reading
 * is Jackson's own exception; turning it into a message is the tool's, as {@link YamlErrors} does for YAML that does
 * not parse.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class StrictJackson {
    private StrictJackson() {
    }

    /**
     * Makes a mapper builder strict. Build the mapper once and share it: building one costs tens of milliseconds, and
     * a built mapper is thread-safe as long as nobody reconfigures it.
     *
     * @param builder a JSON, YAML or CSV mapper builder, such as {@code JsonMapper.builder()}
     * @param <M> the mapper
     * @param <B> the builder
     * @return the same builder, strict, for more settings or {@code build()}
     * @throws NullPointerException if the builder is null
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B strict(B builder) {
        return builder
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
    }
}
