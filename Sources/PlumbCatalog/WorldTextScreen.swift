import Foundation
import PlumbGraphics
import PlumbUI

/// The `world-text` catalog screen: every bundled world script in one picture, written as plain
/// SwiftUI: Arabic and Hebrew (shaped, right to left), mixed directions with numbers, colour emoji
/// with ZWJ sequences and skin tones, Korean (wrapping at spaces), Thai (wrapped over several
/// lines at the word boundaries of ICU's dictionary), Devanagari (conjuncts) and Chinese (kinsoku).
struct WorldTextView: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("World text").font(.largeTitle).bold()
      section("Arabic") {
        Text("مرحبًا بالعالم — هذا نص عربي").font(.title3)
      }
      section("Hebrew") {
        Text("שלום עולם! זהו טקסט בעברית.").font(.title3)
      }
      section("Mixed directions with numbers") {
        Text("Total: المجموع 1,250.75 ريال (3 items)")
        Text("הזמנה 4521 נשלחה ב-12/2024 to Tel Aviv")
      }
      section("Emoji: ZWJ sequences and skin tones") {
        Text("👩🏻‍💻 👨🏿‍🚀 🧑🏽‍🍳 👩‍👩‍👧‍👦 🏳️‍🌈 ❤️‍🔥").font(.title2)
        Text("👍🏻👍🏼👍🏽👍🏾👍🏿 👋🏻👋🏼👋🏽👋🏾👋🏿").font(.title2)
      }
      section("Korean, wrapped at spaces") {
        wrapped(Text("한국어 문장은 띄어쓰기에서 줄이 나뉩니다. 기기 목록과 설정"), width: 200)
      }
      section("Thai, wrapped by dictionary") {
        wrapped(Text("ภาษาไทยเป็นภาษาที่ไม่มีช่องว่างระหว่างคำจึงต้องใช้พจนานุกรมในการตัดบรรทัด"), width: 200)
      }
      section("Devanagari") {
        Text("नमस्ते दुनिया — हिन्दी में क्षत्रिय और श्री").font(.title3)
      }
      section("Chinese, kinsoku") {
        wrapped(Text("点击底部的“首页”和“工厂”标签，可以在两个页面之间切换。"), width: 200)
      }
    }
    .padding(.horizontal, 20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title).font(.footnote).foregroundStyle(.secondary)
      content()
    }
  }

  /// A paragraph in a column narrower than the screen, tinted so the wrapping width shows.
  private func wrapped(_ text: Text, width: Double) -> some View {
    text.frame(width: width, alignment: .leading)
      .background(Color.blue.opacity(0.08))
  }
}

enum WorldTextScreen {
  static var screen: CatalogScreen {
    CatalogScreen(name: "world-text",
                  summary: "Arabic, Hebrew, mixed directions, emoji, Korean, Thai, Devanagari, Chinese, written in SwiftUI") { c in
      try SeedRendering.frame("world-text", c, timed: false, view: { WorldTextView() })
    }
  }
}
