// Plumbline's file, not the article's: the entry the catalog's `sheet-form` screens render.
// The article's types are internal, as in an app; this is the one public name of the module.
import SwiftUI

/// Seed d's student list (StudentList, SheetFormCompletions.swift), whose New button presents the
/// form in the sheet that MbModalHackView guards.
public struct SheetFormSeedScreen: View {
    public init() {}

    public var body: some View {
        StudentList()
    }
}
