import PlumbUI

#Preview("Row") { Text("fixture row") }
