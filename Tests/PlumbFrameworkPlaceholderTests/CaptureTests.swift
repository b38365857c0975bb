import AVFoundation
import Foundation
import PlumbGraphics
import PlumbTestSupport
import Testing

// Camera capture (docs/compatibility/frameworks.md, "Camera and capture"): a render is a fresh
// simulator with no camera, whose user has not been asked.

@Suite struct CaptureTests {
  final class Scanner: NSObject, AVCaptureMetadataOutputObjectsDelegate {
    var codes: [String] = []
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                        from connection: AVCaptureConnection) {
      codes += metadataObjects.compactMap { ($0 as? AVMetadataMachineReadableCodeObject)?.stringValue }
    }
  }

  @Test func accessIsNotDeterminedAndARequestIsRefused() async {
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
    let answer = await withCheckedContinuation { c in AVCaptureDevice.requestAccess(for: .video) { c.resume(returning: $0) } }
    #expect(answer == false)
    #expect(await AVCaptureDevice.requestAccess(for: .audio) == false)
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined, "nobody answered the prompt")
  }

  @Test func thereIsNoCamera() {
    #expect(AVCaptureDevice.default(for: .video) == nil)
    #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
    let discovery = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera, .builtInDualCamera],
                                                     mediaType: .video, position: .unspecified)
    #expect(discovery.devices.isEmpty)
  }

  @Test func aSessionConfiguresRunsAndDeliversNothing() {
    let session = AVCaptureSession()
    session.beginConfiguration()
    session.sessionPreset = .photo
    let output = AVCaptureMetadataOutput()
    #expect(session.canAddOutput(output))
    session.addOutput(output)
    #expect(!session.canAddOutput(output), "already added")
    let scanner = Scanner()
    output.setMetadataObjectsDelegate(scanner, queue: .main)
    output.metadataObjectTypes = [.qr, .ean13]
    #expect(output.availableMetadataObjectTypes.isEmpty, "no video input is connected")
    session.commitConfiguration()
    let warnings = RenderWarnings.collecting { session.startRunning() }.warnings
    #expect(session.isRunning && warnings.count == 1)
    session.stopRunning()
    #expect(!session.isRunning && scanner.codes.isEmpty && session.outputs.count == 1)
    #expect(output.metadataObjectTypes == [.qr, .ean13] && output.connection(with: .video) == nil)
  }

  @Test func photosAreRequestedAndNoneComes() {
    final class Catcher: NSObject, AVCapturePhotoCaptureDelegate {
      var photos = 0
      func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) { photos += 1 }
    }
    let output = AVCapturePhotoOutput()
    let settings = AVCapturePhotoSettings()
    settings.flashMode = .auto
    let catcher = Catcher()
    let warnings = RenderWarnings.collecting { output.capturePhoto(with: settings, delegate: catcher) }.warnings
    #expect(catcher.photos == 0 && warnings.count == 1)
    #expect(AVCapturePhotoSettings(from: settings).flashMode == .auto)
  }

  /// After anytype (ScannerViewController), ACINQ/phoenix (QRCodeScanner) and iAPS
  /// (BarcodeScannerService); the preview layer lines need AVFoundation to see CALayer (see
  /// the note in docs/compatibility/frameworks.md).
  static let scanner = """
    @preconcurrency import AVFoundation
    import UIKit

    final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
      var found: ((String) -> Void)?
      func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                          from connection: AVCaptureConnection) {
        if let metadataObject = metadataObjects.first {
          guard let readableObject = metadataObject as? AVMetadataMachineReadableCodeObject,
                let stringValue = readableObject.stringValue else { return }
          found?(stringValue)
        }
      }
    }

    final class ScannerViewController: UIViewController {
      var captureSession: AVCaptureSession!
      let coordinator = Coordinator()
      override func viewDidLoad() {
        super.viewDidLoad()
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .notDetermined:
          AVCaptureDevice.requestAccess(for: .video) { granted in
            DispatchQueue.main.async { print(granted) }
          }
        case .denied, .restricted: return
        case .authorized: break
        @unknown default: break
        }
        captureSession = AVCaptureSession()
        guard let videoCaptureDevice = AVCaptureDevice.default(for: .video) else { return }
        let videoInput: AVCaptureDeviceInput
        do { videoInput = try AVCaptureDeviceInput(device: videoCaptureDevice) } catch { return }
        if captureSession.canAddInput(videoInput) { captureSession.addInput(videoInput) } else { return }
        let metadataOutput = AVCaptureMetadataOutput()
        if captureSession.canAddOutput(metadataOutput) {
          captureSession.addOutput(metadataOutput)
          metadataOutput.setMetadataObjectsDelegate(coordinator, queue: DispatchQueue.main)
          metadataOutput.metadataObjectTypes = [.qr, .ean8, .ean13, .pdf417]
        }
        if let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back), device.hasTorch {
          try? device.lockForConfiguration()
          device.torchMode = .on
          device.unlockForConfiguration()
        }
        let discoverySession = AVCaptureDevice.DiscoverySession(
          deviceTypes: [.builtInWideAngleCamera, .builtInDualCamera], mediaType: .video, position: .back)
        _ = discoverySession.devices.first
        if !captureSession.isRunning { captureSession.startRunning() }
      }
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if captureSession?.isRunning == true { captureSession.stopRunning() }
      }
    }
    """

  @Test(arguments: [5, 6]) func aScannerControllerTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.scanner, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
