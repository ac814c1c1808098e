package dev.hog.apicheck;

import dev.hog.apicheck.PublicApi.TypeApi;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads a module's public API from its compiled classes: every public type of the packages its descriptor exports to
 * everyone (not those exported only to named friends), and of each type its public members, and its protected ones
 * where code outside the module can extend the type.
 *
 * <p>The classes are loaded, not initialised, through a loader over the classes directory whose parent is the caller's
 * loader: the module's dependencies must be on the caller's class path, as they are in the module's own tests. The
 * {@code @API} annotation is read by its name, {@value #API_ANNOTATION}, so that this reader needs no SDK module.
 */
final class ApiReader {
    static final String API_ANNOTATION = "dev.hog.api.API";

    private final Path classes;
    private final ClassLoader loader;
    private final List<String> exported;

    private ApiReader(Path classes, ClassLoader loader, List<String> exported) {
        this.classes = classes;
        this.loader = loader;
        this.exported = exported;
    }

    static PublicApi read(Path classes, ClassLoader parent) {
        Path descriptor = classes.resolve("module-info.class");
        if (!Files.isRegularFile(descriptor)) {
            throw new AssertionError(descriptor + " does not exist: the API record lists what a module exports, so "
                    + "the module needs a module-info.java, compiled before its tests run");
        }
        try (InputStream in = Files.newInputStream(descriptor);
                URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, parent)) {
            List<String> exported = ModuleDescriptor.read(in).exports().stream()
                    .filter(export -> !export.isQualified())
                    .map(ModuleDescriptor.Exports::source)
                    .sorted()
                    .toList();
            return new ApiReader(classes, loader, exported).read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private PublicApi read() throws IOException {
        TreeMap<String, TypeApi> types = new TreeMap<>();
        for (String pkg : exported) {
            for (Class<?> type : classesOf(pkg)) {
                if (recorded(type)) {
                    TypeApi api = type(type);
                    types.put(api.name(), api);
                }
            }
        }
        return new PublicApi(types);
    }

    private List<Class<?>> classesOf(String pkg) throws IOException {
        Path dir = classes.resolve(pkg.replace('.', '/'));
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Class<?>> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().toList()) {
                String fileName = file.getFileName().toString();
                if (fileName.endsWith(".class") && !fileName.equals("package-info.class")) {
                    found.add(load(pkg + "." + fileName.substring(0, fileName.length() - ".class".length())));
                }
            }
        }
        return found;
    }

    private Class<?> load(String binaryName) {
        try {
            return Class.forName(binaryName, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new AssertionError("cannot load " + binaryName + " from " + classes + " (" + e + "): the module's "
                    + "dependencies must be on the class path of the test that reads its API", e);
        }
    }

    /** Public top-level types, and nested ones that code outside the module can name. */
    private static boolean recorded(Class<?> type) {
        if (type.isSynthetic() || type.isAnonymousClass() || type.isLocalClass()) {
            return false;
        }
        int modifiers = type.getModifiers();
        Class<?> outer = type.getDeclaringClass();
        if (outer == null) {
            return Modifier.isPublic(modifiers);
        }
        return recorded(outer)
                && (Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers) && extendableOutside(outer));
    }

    /**
     * Whether code outside the module can implement or extend the type, so that a new abstract method breaks it and
     * its protected members are API.
     */
    static boolean extendableOutside(Class<?> type) {
        if (Modifier.isFinal(type.getModifiers()) || type.isAnnotation() || type.isEnum() || type.isRecord()) {
            return false;
        }
        if (type.isSealed()) {
            return Arrays.stream(type.getPermittedSubclasses()).anyMatch(ApiReader::extendableOutside);
        }
        return type.isInterface() || Arrays.stream(type.getDeclaredConstructors())
                .anyMatch(c -> !c.isSynthetic() && (Modifier.isPublic(c.getModifiers())
                        || Modifier.isProtected(c.getModifiers())));
    }

    private static boolean visible(int modifiers, Class<?> owner) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers) && extendableOutside(owner);
    }

    private TypeApi type(Class<?> type) throws IOException {
        String status = typeStatus(type);
        ClassFile file = ClassFile.read(classFile(type));
        List<Line> lines = new ArrayList<>();
        List<Class<?>> hidden = hiddenSupertypes(type);
        supertypes(type, hidden, lines);
        for (String field : file.fields()) {
            Field declared = field(type, field);
            if (declared.isEnumConstant()) {
                lines.add(new Line(1, "", withStatus(declared, status, "enum constant " + field), false));
            }
        }
        if (type.isRecord()) {
            for (RecordComponent component : type.getRecordComponents()) {
                lines.add(new Line(2, "", "record component " + Signatures.type(component.getGenericType()) + " "
                        + component.getName(), false));
            }
        }
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (!constructor.isSynthetic() && visible(constructor.getModifiers(), type)) {
                lines.add(new Line(4, "", withStatus(constructor, status, constructor(constructor)), false));
            }
        }
        members(type, type, file, status, lines);
        for (Class<?> supertype : hidden) {
            members(type, supertype, Files.isRegularFile(classFile(supertype)) ? ClassFile.read(classFile(supertype))
                    : null, status, lines);
        }
        lines.sort(Comparator.comparingInt(Line::group)
                .thenComparing(line -> line.group() == 1 || line.group() == 2 ? "" : line.name())
                .thenComparing(line -> line.group() == 1 || line.group() == 2 ? "" : line.text()));
        return new TypeApi(Signatures.name(type), header(type, status), lines.stream().map(Line::text).toList(),
                lines.stream().filter(Line::breaksIfNew).map(Line::text).collect(Collectors.toSet()));
    }

    /**
     * The fields and methods that {@code declarer} gives {@code type}: its own, or those it inherits from a supertype
     * that is not API itself (not public, or in a package the module does not export), and so reached only through the
     * type. A member the type already has is not repeated.
     */
    private static void members(Class<?> type, Class<?> declarer, ClassFile file, String status, List<Line> lines) {
        boolean inherited = declarer != type;
        Set<String> keys = lines.stream().map(line -> PublicApi.Member.parse(line.text()).key())
                .collect(Collectors.toSet());
        for (Field field : declarer.getDeclaredFields()) {
            if (!field.isSynthetic() && !field.isEnumConstant() && visible(field.getModifiers(), type)) {
                String line = withStatus(field, status, field(field, file));
                if (keys.add(PublicApi.Member.parse(line).key())) {
                    lines.add(new Line(3, field.getName(), line, false));
                }
            }
        }
        boolean implementedOutside = extendableOutside(type);
        for (Method method : declarer.getDeclaredMethods()) {
            boolean notInherited = inherited && declarer.isInterface() && Modifier.isStatic(method.getModifiers());
            if (!method.isSynthetic() && visible(method.getModifiers(), type) && !implicit(declarer, method)
                    && !notInherited) {
                String line = withStatus(method, status, method(declarer, method));
                boolean breaksIfNew = implementedOutside && Modifier.isAbstract(method.getModifiers())
                        || type.isAnnotation() && method.getDefaultValue() == null;
                if (keys.add(PublicApi.Member.parse(line).key())) {
                    lines.add(new Line(5, method.getName(), line, breaksIfNew));
                }
            }
        }
    }

    private Path classFile(Class<?> type) {
        return classes.resolve(type.getName().replace('.', '/') + ".class");
    }

    /** A supertype that is not API, whose public members the type's users reach through the type. */
    private boolean hidden(Class<?> type) {
        for (Class<?> t = type; t != null; t = t.getDeclaringClass()) {
            if (!Modifier.isPublic(t.getModifiers()) && !Modifier.isProtected(t.getModifiers())) {
                return true;
            }
        }
        return Files.isRegularFile(classFile(type)) && !exported.contains(type.getPackageName());
    }

    /** The type's supertypes that are not API, nearest first: superclasses, then interfaces. */
    private List<Class<?>> hiddenSupertypes(Class<?> type) {
        List<Class<?>> hidden = new ArrayList<>();
        for (Class<?> s = type.getSuperclass(); s != null && hidden(s); s = s.getSuperclass()) {
            hidden.add(s);
        }
        List<Class<?>> implementers = new ArrayList<>(List.of(type));
        implementers.addAll(hidden);
        for (int i = 0; i < implementers.size(); i++) {
            for (Class<?> implemented : implementers.get(i).getInterfaces()) {
                if (hidden(implemented) && !hidden.contains(implemented)) {
                    hidden.add(implemented);
                    implementers.add(implemented);
                }
            }
        }
        return hidden;
    }

    /** A member line, with what it sorts by: enum constants and record components keep their declared order. */
    private record Line(int group, String name, String text, boolean breaksIfNew) {
    }

    private static Field field(Class<?> type, String name) {
        try {
            return type.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new AssertionError(type.getName() + "'s class file declares " + name + " but reflection has no such "
                    + "field", e);
        }
    }

    /** Members every enum or record has, whatever its source says. */
    private static boolean implicit(Class<?> type, Method method) {
        String signature = method.getName() + Arrays.toString(method.getParameterTypes());
        if (type.isEnum() && Modifier.isStatic(method.getModifiers())) {
            return signature.equals("values[]") || signature.equals("valueOf[class java.lang.String]");
        }
        if (type.isRecord()) {
            return signature.equals("equals[class java.lang.Object]") || signature.equals("hashCode[]")
                    || signature.equals("toString[]");
        }
        return false;
    }

    private static String header(Class<?> type, String status) {
        List<String> words = new ArrayList<>(List.of(status));
        int modifiers = type.getModifiers();
        words.add(Modifier.isPublic(modifiers) ? "public" : "protected");
        String kind = type.isAnnotation() ? "@interface"
                : type.isInterface() ? "interface"
                : type.isEnum() ? "enum"
                : type.isRecord() ? "record"
                : "class";
        if (kind.equals("class")) {
            if (type.getDeclaringClass() != null && Modifier.isStatic(modifiers)) {
                words.add("static");
            }
            if (Modifier.isAbstract(modifiers)) {
                words.add("abstract");
            }
            if (Modifier.isFinal(modifiers)) {
                words.add("final");
            }
        }
        if (kind.equals("class") || kind.equals("interface")) {
            if (type.isSealed()) {
                words.add("sealed");
            } else if (!Modifier.isFinal(modifiers) && Stream.concat(Stream.ofNullable(type.getSuperclass()),
                    Arrays.stream(type.getInterfaces())).anyMatch(Class::isSealed)) {
                words.add("non-sealed");
            }
        }
        words.add(kind);
        words.add(Signatures.name(type) + Signatures.typeParameters(type.getTypeParameters()));
        return String.join(" ", words);
    }

    /**
     * Supertypes, one line each, so that a new one reads as an addition and a lost one as a removal. Those every enum,
     * record or annotation has go unsaid, and so do those that are not API: the nearest API supertypes beyond them
     * stand in their place. A sealed type's permitted subtypes are listed where they are API themselves.
     */
    private static void supertypes(Class<?> type, List<Class<?>> hidden, List<Line> lines) {
        boolean implementedOutside = extendableOutside(type);
        Class<?> lastClass = type;
        while (hidden.contains(lastClass.getSuperclass())) {
            lastClass = lastClass.getSuperclass();
        }
        Type superclass = lastClass.getGenericSuperclass();
        if (superclass != null && superclass != Object.class && !type.isEnum() && !type.isRecord()) {
            lines.add(new Line(0, "", "extends " + Signatures.type(superclass),
                    implementedOutside && bringsAbstractMethods(type, lastClass.getSuperclass())));
        }
        String word = type.isInterface() ? "extends " : "implements ";
        List<Class<?>> declarers = new ArrayList<>(List.of(type));
        declarers.addAll(hidden);
        Set<String> written = new HashSet<>();
        for (Class<?> declarer : declarers) {
            Class<?>[] raw = declarer.getInterfaces();
            Type[] generic = declarer.getGenericInterfaces();
            for (int i = 0; i < raw.length; i++) {
                if (!hidden.contains(raw[i]) && !(type.isAnnotation() && raw[i] == Annotation.class)
                        && written.add(word + Signatures.type(generic[i]))) {
                    lines.add(new Line(0, "", word + Signatures.type(generic[i]),
                            implementedOutside && bringsAbstractMethods(type, raw[i])));
                }
            }
        }
        if (type.isSealed()) {
            for (Class<?> permitted : type.getPermittedSubclasses()) {
                if (recorded(permitted)) {
                    lines.add(new Line(0, "", "permits " + Signatures.name(permitted), false));
                }
            }
        }
    }

    /** Whether a supertype leaves abstract methods for the type's implementations to provide. */
    private static boolean bringsAbstractMethods(Class<?> type, Class<?> supertype) {
        return Arrays.stream(type.getMethods()).anyMatch(m -> Modifier.isAbstract(m.getModifiers())
                && m.getDeclaringClass() != type && supertype.isAssignableFrom(m.getDeclaringClass()));
    }

    private static String field(Field field, ClassFile file) {
        List<String> words = modifiers(field.getModifiers(), false);
        words.add(Signatures.type(field.getGenericType()));
        words.add(field.getName());
        Object constant = Modifier.isStatic(field.getModifiers()) && file != null ? file.constant(field.getName())
                : null;
        if (constant != null) {
            words.add("=");
            words.add(Signatures.literal(constant, field.getType()));
        }
        return String.join(" ", words);
    }

    private static String constructor(Constructor<?> constructor) {
        List<String> words = modifiers(constructor.getModifiers(), false);
        String typeParameters = Signatures.typeParameters(constructor.getTypeParameters());
        if (!typeParameters.isEmpty()) {
            words.add(typeParameters);
        }
        Class<?> type = constructor.getDeclaringClass();
        Type[] parameters = constructor.getGenericParameterTypes();
        if (type.getDeclaringClass() != null && !Modifier.isStatic(type.getModifiers())
                && parameters.length == constructor.getParameterCount() && parameters.length > 0
                && parameters[0] == type.getDeclaringClass()) {
            // An inner class's constructor takes its outer instance first; without a generic signature, reflection
            // shows it as a parameter, which source never writes.
            parameters = Arrays.copyOfRange(parameters, 1, parameters.length);
        }
        words.add(type.getSimpleName() + "(" + Signatures.parameters(parameters, constructor.isVarArgs()) + ")"
                + exceptions(constructor));
        return String.join(" ", words);
    }

    private static String method(Class<?> type, Method method) {
        int modifiers = method.getModifiers();
        List<String> words;
        if (type.isInterface()) {
            words = modifiers(modifiers & (Modifier.PUBLIC | Modifier.PROTECTED), false);
            words.add(Modifier.isStatic(modifiers) ? "static" : method.isDefault() ? "default" : "abstract");
        } else {
            words = modifiers(modifiers, true);
        }
        String typeParameters = Signatures.typeParameters(method.getTypeParameters());
        if (!typeParameters.isEmpty()) {
            words.add(typeParameters);
        }
        words.add(Signatures.type(method.getGenericReturnType()));
        words.add(method.getName() + "(" + Signatures.parameters(method.getGenericParameterTypes(),
                method.isVarArgs()) + ")" + exceptions(method));
        if (method.getDefaultValue() != null) {
            words.add("default");
            words.add(Signatures.literal(method.getDefaultValue(), method.getReturnType()));
        }
        return String.join(" ", words);
    }

    private static List<String> modifiers(int modifiers, boolean canBeAbstract) {
        List<String> words = new ArrayList<>();
        words.add(Modifier.isPublic(modifiers) ? "public" : "protected");
        if (canBeAbstract && Modifier.isAbstract(modifiers)) {
            words.add("abstract");
        }
        if (Modifier.isStatic(modifiers)) {
            words.add("static");
        }
        if (Modifier.isFinal(modifiers)) {
            words.add("final");
        }
        return words;
    }

    /** Checked exceptions only: callers must catch those, so adding or dropping one changes what compiles. */
    private static String exceptions(Executable executable) {
        Class<?>[] raw = executable.getExceptionTypes();
        Type[] generic = executable.getGenericExceptionTypes();
        List<String> checked = new ArrayList<>();
        for (int i = 0; i < raw.length; i++) {
            if (!RuntimeException.class.isAssignableFrom(raw[i]) && !Error.class.isAssignableFrom(raw[i])) {
                checked.add(Signatures.type(generic[i]));
            }
        }
        return checked.isEmpty() ? "" : " throws " + String.join(", ", checked);
    }

    private String typeStatus(Class<?> type) {
        String own = status(type);
        if (own != null) {
            return own;
        }
        if (type.getDeclaringClass() != null) {
            return typeStatus(type.getDeclaringClass());
        }
        try {
            String packageStatus = status(Class.forName(type.getPackageName() + ".package-info", false, loader));
            return packageStatus == null ? "UNMARKED" : packageStatus;
        } catch (ClassNotFoundException e) {
            return "UNMARKED";
        }
    }

    /** A member line with the member's own status before it, where that differs from its type's. */
    private static String withStatus(AnnotatedElement member, String typeStatus, String line) {
        String own = status(member);
        return own == null || own.equals(typeStatus) ? line : own + " " + line;
    }

    /** The status of an {@code @API} on the element itself, or null. */
    private static String status(AnnotatedElement element) {
        for (Annotation annotation : element.getDeclaredAnnotations()) {
            if (annotation.annotationType().getName().equals(API_ANNOTATION)) {
                try {
                    return ((Enum<?>) annotation.annotationType().getMethod("status").invoke(annotation)).name();
                } catch (ReflectiveOperationException | ClassCastException e) {
                    throw new AssertionError(API_ANNOTATION + " should have a status() that returns an enum", e);
                }
            }
        }
        return null;
    }
}
