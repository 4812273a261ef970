/// How large a photo upload may be.
package enum PhotoUploadLimits {
    /// The contract's 10 MiB for the photo itself.
    package static let maximumPhotoBytes = 10 * 1024 * 1024
    /// The whole multipart body: the photo plus room for its headers and any small extra parts.
    package static let maximumRequestBytes = maximumPhotoBytes + 256 * 1024
}
