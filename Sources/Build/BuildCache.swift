import Crypto
import LayoutCore
import Foundation
import ScenarioKit
import Site

/// The build manifest of one output folder (`BuildManifest`): where it is kept, the fingerprint it is
/// matched by, and the shortcut `build` and `check` take when it matches.
///
/// It is kept beside the output folder, as `.<name>.framelab-manifest` (`.Output.framelab-manifest`), not
/// in it: committed output must be the same bytes on every machine, and the manifest names this
/// machine's binary, inodes and times. It is replaced in one rename, after the output folder is.
struct BuildCache {
    let output: URL
    let file: URL

    /// About 300,000 scenarios' worth; a larger file is not a manifest FrameLab wrote, and is ignored.
    static let maximumManifestSize = 128 << 20

    init(output path: String) {
        // Through a symbolic link to the folder, as OutputWriter writes.
        output = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        file = OutputWriter.fileBeside(output, named: "manifest")
    }

    /// The manifest of the last build into this folder, when it was made with the same FrameLab,
    /// templates, options and list of scenario files (`fingerprint`), and the folder is still exactly as
    /// that build left it; nil otherwise (a full build or comparison follows). `changed` is called as soon as it is
    /// known that the build has something to do, before the folder's stamps are checked.
    func previousBuild(_ fingerprint: BuildFingerprint, jobs: Int, changed: () -> Void = {}) -> BuildManifest? {
        // A folder without the stamp every build writes is not as a build left it: the manifest is not even read (a
        // large one would be parsed only to be dropped, when a folder was deleted before a full build).
        var status = stat()
        guard lstat(output.path + "/" + OutputOwnership.stampName, &status) == 0 else { changed(); return nil }
        // A regular file of a sane size only: a FIFO would block, a 1 GiB file would be read to its end.
        guard let manifest = BuildManifest(file: file.path, limit: Self.maximumManifestSize, jobs: jobs),
              manifest.fingerprint == fingerprint.global, manifest.inputs.map(\.path) == fingerprint.inputs.map(\.path) else {
            changed()
            return nil
        }
        if !Self.isUnchanged(manifest, fingerprint) { changed() }
        guard manifest.stampsHold(under: output.path, jobs: jobs) else { changed(); return nil }
        return manifest
    }

    /// What a build may take over from the previous one (`previousBuild`): every scenario file whose bytes did not
    /// change, with its record and its outputs; it is neither computed nor drawn again. And the records of the files
    /// that changed, whose scenarios may be taken over one by one (`ScenarioTakeover`). Nothing when the previous
    /// build had input errors or validation problems (they are not all recorded file by file, and a full build
    /// reports them again), or its records do not fit its `frames.json`.
    func reuse(_ previous: BuildManifest, _ fingerprint: BuildFingerprint) -> BuildOutput.Reuse? {
        guard previous.summary.issues == 0, previous.summary.errors == 0 else { return nil }
        let unchanged = Self.unchangedInputs(previous, fingerprint)
        let records = Dictionary(previous.inputs.compactMap { input in
            unchanged.contains(input.path) ? input.record.map { (input.path, $0) } : nil
        }, uniquingKeysWith: { first, _ in first })
        let changed = Dictionary(previous.inputs.compactMap { input -> (String, BuildManifest.FileRecord)? in
            guard !unchanged.contains(input.path), let record = input.record, record.frames != nil,
                  record.parts.contains(where: { $0 != nil }) else { return nil }
            return (input.path, record)
        }, uniquingKeysWith: { first, _ in first })
        guard records.count == unchanged.count, !records.isEmpty || !changed.isEmpty,
              let frames = PreviousPage(output.path + "/frames.json"),
              (Array(records.values) + changed.values).allSatisfy({ $0.frames.map { Self.isObject(frames, at: $0) } ?? true }) else { return nil }
        var reuse = BuildOutput.Reuse(files: unchanged, outputs: previous.outputs(ofInputs: unchanged), records: records, frames: frames)
        reuse.changed = changed
        reuse.keepsSharedPages = true
        return reuse
    }

    /// Whether `range` of `frames` is a JSON object, as a file's part of `frames.json` is (a check that the record and
    /// the file belong together; the stamps say the file is the one that build wrote).
    private static func isObject(_ frames: PreviousPage, at range: Range<Int>) -> Bool {
        range.count >= 2 && frames.read(range.lowerBound..<range.lowerBound + 1) == [UInt8(ascii: "{")]
            && frames.read(range.upperBound - 1..<range.upperBound) == [UInt8(ascii: "}")]
    }

    /// The scenario files whose outputs cannot have changed: the same bytes, and every app `.swift` file their
    /// views used with the same digest as then. A changed `.swift` file so redoes exactly the files that use it.
    static func unchangedInputs(_ previous: BuildManifest, _ fingerprint: BuildFingerprint) -> Set<String> {
        Set(zip(previous.inputs, fingerprint.inputs).filter { old, new in
            old.path == new.path && old.digest == new.digest
                && old.uses.allSatisfy { previous.swift[$0] != nil && previous.swift[$0] == fingerprint.swiftDigest($0) }
        }.map(\.1.path))
    }

    /// Whether nothing the output depends on changed since `previous`.
    static func isUnchanged(_ previous: BuildManifest, _ fingerprint: BuildFingerprint) -> Bool {
        previous.inputs.count == fingerprint.inputs.count && unchangedInputs(previous, fingerprint).count == fingerprint.inputs.count
    }

    /// Records a build that has just replaced the output folder. A manifest that cannot be written only
    /// costs the next build its shortcut, so failures are ignored (and a stale one is removed).
    /// `uses`: the app's `.swift` files each scenario file's views used (`BuildReport.swiftUses`, and a file taken
    /// over from the previous build keeps its list); a file missing from it is taken to use them all.
    /// `records`: each file's record (`BuildOutput.records`).
    /// `reusing`: the stamps of folders the build moved whole from the last one's tree (`BuildManifest.ReusedStamps`).
    func record(_ fingerprint: BuildFingerprint, uses: [String: [String]], records: RecordStore,
                messages: [BuildManifest.Message], summary: BuildManifest.Summary, reusing: BuildManifest.ReusedStamps?, jobs: Int) {
        let inputs = fingerprint.inputs.map { input in
            BuildManifest.Input(path: input.path, digest: input.digest, uses: uses[input.path] ?? fingerprint.swift.keys.sorted())
        }
        var manifest = BuildManifest(fingerprint: fingerprint.global, inputs: inputs, summary: summary, messages: messages, stamps: [])
        // A scenario file's own `swift:` files are not in the fingerprint's list: their digests are taken here.
        manifest.swift = fingerprint.swift
        for path in Set(inputs.flatMap(\.uses)) where manifest.swift[path] == nil { manifest.swift[path] = fingerprint.swiftDigest(path) }
        let temporary = OutputWriter.fileBeside(output, named: "manifest", ofThisProcess: true)
        // Only ever a regular file is replaced or removed there (`OutputClaim` refused anything else before the build).
        var status = stat()
        let isFile = lstat(file.path, &status) != 0 || status.st_mode & S_IFMT == S_IFREG
        do {
            guard isFile else { return }
            // Written as it is made, the stamps read from the folder as they go: the manifest grows with the output.
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            var pending: [UInt8] = []
            var failure: (any Error)?
            func flush() {
                guard failure == nil else { return }
                do { try handle.write(contentsOf: pending) } catch { failure = error }
                pending.removeAll(keepingCapacity: true)
            }
            manifest.write(stampsUnder: output.path, reusing: reusing, records: records.record, jobs: jobs) { lines in
                pending += lines
                if pending.count >= 1 << 20 { flush() }
            }
            flush()
            try handle.close()
            if let failure { throw failure }
            guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            unlink(temporary.path)
            if BoundedFile.isRegularFile(file.path) { unlink(file.path) }
        }
    }
}

/// What a build's output depends on, as SHA-256 digests: `global`, FrameLab (its version, and its
/// binary's size and time, so a rebuilt FrameLab is a different FrameLab), its resources (templates,
/// the rule reference), the user's templates, the figure and site options, the output folder and the
/// list of scenario files; and `inputs`, the bytes of each scenario file. A scenario file's outputs
/// depend on the global part and its own bytes only, which lets a build redo just the files that changed.
/// The number of jobs is in neither: it never changes the output.
public struct BuildFingerprint: Sendable, Equatable {
    public var global: String
    public var inputs: [BuildManifest.Input]
    /// The digest of each of the app's `.swift` files, by path.
    public var swift: [String: String] = [:]

    /// The digest of the `.swift` file at `path` now: from `swift`, or read (a file a scenario file names itself).
    func swiftDigest(_ path: String) -> String {
        swift[path] ?? Self.digest(ofSwiftFile: path)
    }

    static func digest(ofSwiftFile path: String) -> String {
        BoundedFile.read(path, limit: SwiftSourceFile.maximumSize).map { SHA256.hash(data: Data($0)).hex } ?? "unreadable"
    }

    init(_ request: BuildRequest) {
        let inputs = request.inputs.files, output = request.output, templates = request.templates
        let site = request.site, figures = request.figures, jobs = request.jobs
        var hash = SHA256()
        func add(_ text: String) { hash.update(data: Data((text + "\n").utf8)) }
        add("framelab \(FrameLabVersion.current)")
        if let executable = Bundle.main.executablePath, let stamp = Self.fileStamp(executable) { add("binary \(stamp)") }
        add("resources \(Self.resourcesDigest)")
        // The user's templates: only the files a build reads from the folder (`TemplateFiles`).
        if let templates {
            switch Result(catching: { () throws(SiteError) in try SiteBuilder.overrides(in: templates) }) {
            case .success(let files):
                for (name, bytes) in files.sorted(by: { $0.key < $1.key }) { add("template \(name) \(bytes.count)"); hash.update(data: bytes) }
            case .failure(let error):
                add("templates unreadable: \(error)")
            }
        }
        add("output \(URL(fileURLWithPath: output).standardizedFileURL.path)")
        add("site \(String(reflecting: site))")
        add("figures \(String(reflecting: figures))")
        for input in inputs { add("input \(input.root ?? "-") \(input.path)") }
        add("previews \(request.inputs.previews.fingerprint)")
        // The app's Swift files: their list here (a file added or removed can change what any name means), their
        // digests per file below, so a changed file redoes only the scenario files that use it.
        let swiftFiles = SwiftSources.files(in: request.inputs.programSources).files
        for path in swiftFiles { add("swift \(path)") }
        // Each file is read and hashed once, by `SwiftSources.program`; its digests serve below too.
        var swiftDigests: [String: String] = [:]
        if !swiftFiles.isEmpty {
            let program = SwiftSources.program(request.inputs.programSources).program
            for name in program.declarationNames { add("declares \(name)") }
            for file in program.files { swiftDigests[file.displayPath] = file.digest }
        }
        global = hash.finalize().hex
        // The files' digests on every core: at 10,000 files, reading them is most of a build with nothing to do.
        self.inputs = parallelMap(inputs, jobs: jobs) { input in
            let bytes = FileManager.default.contents(atPath: input.fullPath)
            return BuildManifest.Input(path: input.relativePath, digest: bytes.map { SHA256.hash(data: $0).hex } ?? "unreadable")
        }
        swift = Dictionary(swiftFiles.map { ($0, swiftDigests[$0] ?? "unreadable") }, uniquingKeysWith: { a, _ in a })
    }

    /// FrameLab's resources (templates, the rule reference): they cannot change while it runs, so they are read
    /// and hashed once, not on every fingerprint (`serve` takes one every half second).
    private static let resourcesDigest: String = {
        var hash = SHA256()
        if let directory = SiteBuilder.resourceDirectory {
            for (path, bytes) in filesBelow(directory) {
                hash.update(data: Data("resource \(path) \(bytes.count)\n".utf8))
                hash.update(data: bytes)
            }
        }
        return hash.finalize().hex
    }()

    /// `size seconds.nanoseconds` of a file, following links.
    private static func fileStamp(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let modified = status.modificationTime
        return "\(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }

    /// Every regular file below `directory`, by relative path in byte order, with its bytes.
    private static func filesBelow(_ directory: String) -> [(String, Data)] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [(String, Data)] = []
        while let relative = walker.nextObject() as? String {
            var status = stat()
            let path = directory + "/" + relative
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                  let bytes = FileManager.default.contents(atPath: path) else { continue }
            files.append((relative, bytes))
        }
        return files.sorted { $0.0.utf8Precedes($1.0) }
    }
}
