// `import PhotosUI` brings Photos along (PHPhotoLibrary, PHAsset), as PhotosUI's iOS interface does.
@_exported import Photos
