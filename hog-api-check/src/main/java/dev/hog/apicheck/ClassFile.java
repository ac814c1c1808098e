package dev.hog.apicheck;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What reflection does not say about a class's fields: the order they are declared in, and which hold a compile-time
 * constant ({@code ConstantValue}), with its value. A constant is copied into every class that uses it, so its value is
 * part of the API; reflection could read a static field's value only by initialising the class, and could not tell a
 * constant from a field computed at start-up.
 */
final class ClassFile {
    private final List<String> fields;
    private final Map<String, Object> constants;

    private ClassFile(List<String> fields, Map<String, Object> constants) {
        this.fields = fields;
        this.constants = constants;
    }

    /** The field names in declaration order. */
    List<String> fields() {
        return fields;
    }

    /** A field's constant value (an Integer, Long, Float, Double or String), or null if it holds no constant. */
    Object constant(String field) {
        return constants.get(field);
    }

    static ClassFile read(Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException(file + " is not a class file");
            }
            in.readUnsignedShort();
            in.readUnsignedShort();
            Object[] pool = readConstantPool(in, file);
            in.readUnsignedShort();
            in.readUnsignedShort();
            in.readUnsignedShort();
            in.skipNBytes(2L * in.readUnsignedShort());

            List<String> fields = new ArrayList<>();
            Map<String, Object> constants = new HashMap<>();
            int fieldCount = in.readUnsignedShort();
            for (int f = 0; f < fieldCount; f++) {
                in.readUnsignedShort();
                String name = (String) pool[in.readUnsignedShort()];
                in.readUnsignedShort();
                fields.add(name);
                int attributes = in.readUnsignedShort();
                for (int a = 0; a < attributes; a++) {
                    String attribute = (String) pool[in.readUnsignedShort()];
                    long length = Integer.toUnsignedLong(in.readInt());
                    if (attribute.equals("ConstantValue")) {
                        Object value = pool[in.readUnsignedShort()];
                        constants.put(name, value instanceof StringIndex s ? pool[s.utf8()] : value);
                    } else {
                        in.skipNBytes(length);
                    }
                }
            }
            return new ClassFile(List.copyOf(fields), constants);
        }
    }

    /** A CONSTANT_String entry, resolved once the whole pool is read. */
    private record StringIndex(int utf8) { }

    private static Object[] readConstantPool(DataInputStream in, Path file) throws IOException {
        Object[] pool = new Object[in.readUnsignedShort()];
        for (int i = 1; i < pool.length; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> pool[i] = in.readUTF();
                case 3 -> pool[i] = in.readInt();
                case 4 -> pool[i] = in.readFloat();
                case 5 -> pool[i++] = in.readLong();
                case 6 -> pool[i++] = in.readDouble();
                case 8 -> pool[i] = new StringIndex(in.readUnsignedShort());
                case 7, 16, 19, 20 -> in.readUnsignedShort();
                case 15 -> in.skipNBytes(3);
                case 9, 10, 11, 12, 17, 18 -> in.readInt();
                default -> throw new IOException(file + ": unknown constant pool tag " + tag + " at entry " + i);
            }
        }
        return pool;
    }
}
