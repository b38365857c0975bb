#!/usr/bin/env python3
"""Writes the Swift that Xcode's Core Data code generation writes for an app's models.

Usage: scripts/coredata-codegen.py --output FILE MODEL...

Each MODEL is a `.xcdatamodeld` bundle (its current version is read: the one `.xccurrentversion`
names, else the only one, else the last by name) or a single `.xcdatamodel` folder, as
fetch-corpus.sh writes them under a sample's models/ folder. compat-check.sh type-checks the
output with the sample, as an Xcode build compiles the generated files with the app target.

Per entity, by its codeGenerationType (Xcode's "Codegen" setting):
  "class"     (Class Definition, Xcode's default) `public class Name: NSManagedObject {}` (or the
              parent entity's class), the properties extension below, and
              `extension Name : Identifiable {}` (root entities only: a subclass inherits it);
  "category"  (Category/Extension) the properties extension only: the class is the app's own
              (with --sources, only for a class those files declare: a sample holds only the
              files it needs, and an extension of a class it lacks cannot compile);
  absent, "none" or anything else (Manual/None) nothing.
The class is the entity's representedClassName (its last dotted component), else its name.

The properties extension, as Xcode writes it:
  @nonobjc public class func fetchRequest() -> NSFetchRequest<Name>
  @NSManaged public var <attribute>: <type>   (see TYPES; a scalar type, usesScalarValueType="YES",
      is never optional; any other type always is, whatever the attribute's `optional` flag, as
      Xcode generates them)
  @NSManaged public var <to-one>: Destination?
  @NSManaged public var <to-many>: NSSet?, or NSOrderedSet? when ordered
  and for each to-many relationship the generated accessors addTo<X>/removeFrom<X> (one object
  and a set) and, when ordered, insertInto<X>/removeFrom<X>(at:)/replace<X>(at:with:).
Fetched properties and derived attributes' expressions are not generated (Xcode writes no Swift
for a fetched property; a derived attribute is an ordinary attribute here).

One difference from Xcode's files, because Swift on Linux has no Objective-C interoperability:
`@objc(Name)` on the class and `@objc(addXObject:)` on the accessors are left out (swiftc rejects
them: "Objective-C interoperability is disabled"). `@NSManaged` and `@nonobjc` type-check on Linux;
`@NSManaged` does not link there (docs/compatibility/coredata.md), which a type-check does not see.
"""
import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET

# attributeType -> (scalar Swift type or None, object Swift type)
TYPES = {
    "Integer 16": ("Int16", "NSNumber"),
    "Integer 32": ("Int32", "NSNumber"),
    "Integer 64": ("Int64", "NSNumber"),
    "Float": ("Float", "NSNumber"),
    "Double": ("Double", "NSNumber"),
    "Boolean": ("Bool", "NSNumber"),
    "Decimal": (None, "NSDecimalNumber"),
    "String": (None, "String"),
    "Date": (None, "Date"),
    "Binary": (None, "Data"),
    "UUID": (None, "UUID"),
    "URI": (None, "URL"),
    "ObjectID": (None, "NSManagedObjectID"),
    "Transformable": (None, "NSObject"),
    "Undefined": (None, "NSObject"),
}

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
KEYWORDS = {"class", "struct", "enum", "protocol", "extension", "func", "var", "let", "import",
            "init", "deinit", "subscript", "operator", "typealias", "associatedtype", "in",
            "is", "as", "return", "if", "else", "for", "while", "repeat", "switch", "case",
            "default", "break", "continue", "where", "do", "catch", "throw", "throws", "try",
            "defer", "guard", "static", "public", "private", "internal", "fileprivate", "open",
            "self", "Self", "super", "nil", "true", "false", "Any", "inout", "rethrows"}


def swift_name(name):
    return f"`{name}`" if name in KEYWORDS else name


def current_version(path):
    """The `contents` file Xcode generates from, for a model bundle or version folder."""
    if path.rstrip("/").endswith(".xcdatamodel"):
        c = os.path.join(path, "contents")
        return c if os.path.isfile(c) else None
    versions = sorted(d for d in os.listdir(path) if d.endswith(".xcdatamodel")
                      and os.path.isfile(os.path.join(path, d, "contents")))
    marker = os.path.join(path, ".xccurrentversion")
    if os.path.isfile(marker):
        m = re.search(r"<key>_XCCurrentVersionName</key>\s*<string>([^<]+)</string>",
                      open(marker, encoding="utf-8", errors="replace").read())
        if m and m.group(1) in versions:
            return os.path.join(path, m.group(1), "contents")
    return os.path.join(path, versions[-1], "contents") if versions else None


def class_name(entity):
    return (entity.get("representedClassName") or entity.get("name") or "").split(".")[-1]


def attribute_type(attr):
    kind = attr.get("attributeType", "Undefined")
    scalar, obj = TYPES.get(kind, (None, "NSObject"))
    if scalar and attr.get("usesScalarValueType") == "YES":
        return scalar
    if kind == "Transformable" and attr.get("customClassName"):
        obj = attr.get("customClassName")
    return obj + "?"


def generate(models, declared=None):
    entities = {}  # entity name -> element, over every model
    order = []
    for model in models:
        contents = current_version(model)
        if not contents:
            print(f"coredata-codegen: no model version in {model}", file=sys.stderr)
            continue
        try:
            root = ET.parse(contents).getroot()
        except ET.ParseError as e:
            print(f"coredata-codegen: {contents}: {e}", file=sys.stderr)
            continue
        for entity in root.iter("entity"):
            name = entity.get("name")
            if name and name not in entities:
                entities[name] = entity
                order.append(name)
    out = ["// Generated by scripts/coredata-codegen.py: what Xcode's Core Data code generation",
           "// writes for the app's models (without @objc, which Linux rejects).", "",
           "import Foundation", "import CoreData", ""]
    for name in order:
        entity = entities[name]
        gen = entity.get("codeGenerationType")
        if gen not in ("class", "category"):
            continue
        cls = class_name(entity)
        if not IDENT.match(cls):
            print(f"coredata-codegen: skipped entity {name}: class name {cls!r}", file=sys.stderr)
            continue
        if gen == "category" and declared is not None and cls not in declared:
            continue
        parent = entities.get(entity.get("parentEntity") or "")
        if gen == "class":
            base = class_name(parent) if parent is not None else "NSManagedObject"
            out += [f"public class {cls}: {base} {{", "", "}", ""]
        out += [f"extension {cls} {{", "",
                f"    @nonobjc public class func fetchRequest() -> NSFetchRequest<{cls}> {{",
                f"        return NSFetchRequest<{cls}>(entityName: \"{name}\")",
                "    }", ""]
        accessors = []
        for prop in entity:
            pname = prop.get("name")
            if not pname or not IDENT.match(pname):
                continue
            if prop.tag == "attribute":
                out.append(f"    @NSManaged public var {swift_name(pname)}: {attribute_type(prop)}")
            elif prop.tag == "relationship":
                dest = entities.get(prop.get("destinationEntity") or "")
                dcls = class_name(dest) if dest is not None else "NSManagedObject"
                if prop.get("toMany") != "YES":
                    out.append(f"    @NSManaged public var {swift_name(pname)}: {dcls}?")
                    continue
                ordered = prop.get("ordered") == "YES"
                coll = "NSOrderedSet" if ordered else "NSSet"
                out.append(f"    @NSManaged public var {swift_name(pname)}: {coll}?")
                x = pname[:1].upper() + pname[1:]
                accessors += ["", f"// MARK: Generated accessors for {pname}", f"extension {cls} {{", ""]
                if ordered:
                    accessors += [
                        f"    @NSManaged public func insertInto{x}(_ value: {dcls}, at idx: Int)", "",
                        f"    @NSManaged public func removeFrom{x}(at idx: Int)", "",
                        f"    @NSManaged public func insertInto{x}(_ values: [{dcls}], at indexes: NSIndexSet)", "",
                        f"    @NSManaged public func removeFrom{x}(at indexes: NSIndexSet)", "",
                        f"    @NSManaged public func replace{x}(at idx: Int, with value: {dcls})", "",
                        f"    @NSManaged public func replace{x}(at indexes: NSIndexSet, with values: [{dcls}])", ""]
                accessors += [
                    f"    @NSManaged public func addTo{x}(_ value: {dcls})", "",
                    f"    @NSManaged public func removeFrom{x}(_ value: {dcls})", "",
                    f"    @NSManaged public func addTo{x}(_ values: {coll})", "",
                    f"    @NSManaged public func removeFrom{x}(_ values: {coll})", "", "}"]
        out += ["", "}"] + accessors + [""]
        if gen == "class" and parent is None:
            out += [f"extension {cls} : Identifiable {{", "", "}", ""]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--output", required=True)
    ap.add_argument("--sources", nargs="*", metavar="SWIFT_FILE",
                    help="the app's Swift files at hand: category extensions only for classes they declare")
    ap.add_argument("models", nargs="+")
    args = ap.parse_args()
    declared = None
    if args.sources is not None:
        declared = set()
        for path in args.sources:
            text = open(path, encoding="utf-8", errors="replace").read()
            declared |= set(re.findall(r"\bclass\s+([A-Za-z_]\w*)", text))
    text = generate(args.models, declared)
    with open(args.output, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
