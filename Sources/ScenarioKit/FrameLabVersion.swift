/// FrameLab's version, as `framelab --version` prints it.
public enum FrameLabVersion {
    public static let current = "0.12.0"
}
