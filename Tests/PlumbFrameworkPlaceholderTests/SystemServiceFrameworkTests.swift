import AVFoundation
import CoreBluetooth
import Foundation
import LocalAuthentication
import MobileCoreServices
import NaturalLanguage
import PlumbGraphics
import Testing
import UniformTypeIdentifiers

/// MobileCoreServices, NaturalLanguage, LocalAuthentication, CoreBluetooth and AVFoundation's
/// image generator answer as a freshly erased simulator does (docs/compatibility/frameworks.md).
@Suite struct SystemServiceFrameworkTests {
  @Test func oldTypeConstantsAreTheUTTypeIdentifiers() {
    #expect(kUTTypeImage == UTType.image.identifier && kUTTypeImage == "public.image")
    #expect(kUTTypeMovie == "public.movie")
    #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
    #expect(!UTTypeConformsTo(kUTTypePNG, kUTTypeMovie))
  }

  @Test func tokensAreWordsSentencesAndParagraphs() {
    let text = "It's a dog. Is it? Yes!\nNew line here"
    let words = NLTokenizer(unit: .word)
    words.string = text
    #expect(words.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) }
            == ["It's", "a", "dog", "Is", "it", "Yes", "New", "line", "here"])
    let sentences = NLTokenizer(unit: .sentence)
    sentences.string = text
    #expect(sentences.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) }
            == ["It's a dog. ", "Is it? ", "Yes!", "\nNew line here"])
    let tagger = NLTagger(tagSchemes: [.tokenType])
    tagger.string = "Hi, you"
    let tags = tagger.tags(in: tagger.string!.startIndex..<tagger.string!.endIndex, unit: .word, scheme: .tokenType)
    #expect(tags.map(\.0) == [.word, .word])
  }

  @Test func onlyAScriptOfOneLanguageIsRecognisedAndTheRestWarns() {
    #expect(NLLanguageRecognizer.dominantLanguage(for: "こんにちは世界") == .japanese)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "안녕하세요") == .korean)
    let warnings = RenderWarnings.collecting {
      #expect(NLLanguageRecognizer.dominantLanguage(for: "Bonjour tout le monde") == nil)
    }.warnings
    #expect(warnings.count == 1 && warnings[0].contains("NLLanguageRecognizer"), "\(warnings)")
  }

  @Test func biometryIsNotEnrolledAndNoPasscodeIsSet() async {
    let context = LAContext()
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.code == LAError.Code.biometryNotEnrolled.rawValue && error?.domain == LAErrorDomain)
    #expect(context.biometryType == .faceID)
    do {
      _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
      Issue.record("evaluatePolicy succeeded")
    } catch LAError.passcodeNotSet {
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test @MainActor func bluetoothIsUnsupportedAndSaysSoToTheDelegate() async throws {
    final class Listener: NSObject, CBCentralManagerDelegate, @unchecked Sendable {
      var states: [CBManagerState] = []
      func centralManagerDidUpdateState(_ central: CBCentralManager) { states.append(central.state) }
    }
    let listener = Listener()
    let manager = CBCentralManager(delegate: listener, queue: nil)
    #expect(manager.state == .unknown)
    for _ in 0..<20 where listener.states.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    #expect(listener.states == [.unsupported])
    #expect(CBUUID(string: "180d").uuidString == "180D" && CBUUID(string: "180D").data == Data([0x18, 0x0D]))
  }

  @Test func videoFramesAreNotDecodedAndThatIsWarned() async {
    let generator = AVAssetImageGenerator(asset: AVAsset())
    let warnings = await RenderWarnings.collecting {
      do {
        _ = try await generator.image(at: .zero)
        Issue.record("an image was generated")
      } catch {
        #expect((error as? AVError)?.code == .decodeFailed)
      }
    }.warnings
    #expect(warnings.count == 1 && warnings[0].contains("AVAssetImageGenerator"), "\(warnings)")
    final class Finisher: NSObject, AVAudioPlayerDelegate {}
    let player = try? AVAudioPlayer(data: Data(), fileTypeHint: nil)
    let finisher = Finisher()
    player?.delegate = finisher
    #expect(player?.play() == false)
  }
}
