package dev.hog.runner.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import java.io.IOException;

/** Reads a {@link Located} value: the value's own deserializer, and the position of its first token. */
final class LocatedDeserializer extends JsonDeserializer<Located<?>> implements ContextualDeserializer {
    private final JsonDeserializer<?> values;

    LocatedDeserializer() {
        this(null);
    }

    private LocatedDeserializer(JsonDeserializer<?> values) {
        this.values = values;
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property)
            throws JsonMappingException {
        JavaType type = context.getContextualType();
        if (type == null && property != null) {
            type = property.getType();
        }
        JavaType valueType = type.containedTypeOrUnknown(0);
        return new LocatedDeserializer(context.findContextualValueDeserializer(valueType, property));
    }

    @Override
    public Located<?> deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        JsonLocation location = parser.currentTokenLocation();
        Object value = values.deserialize(parser, context);
        return new Located<>(value, location.getLineNr(), location.getColumnNr());
    }
}
