#!/usr/bin/env python3
"""Count how many public iOS app repositories use each UIKit (and other Apple-prefixed) symbol.

Companion of scripts/api-inventory/count-uses.py (which measures SwiftUI): that one starts from
SwiftUI's interface; UIKit's surface is Objective-C headers, so this one starts from the code and
collects every Apple-prefixed name it uses.

For each bare git mirror it reads HEAD (git ls-tree / git cat-file, no checkout), takes the .swift
files that `import SwiftUI` or `import UIKit` outside Tests/Pods/Carthage/.build/Vendor folders
(any folder named Pods, Carthage, .build, Vendor(s), checkouts, SourcePackages, Dependencies,
ThirdParty, External(s), or Tests / ending in Tests: vendored or test code), drops comments and
the contents of string literals (interpolations included), evaluates `#if` as an iOS device build
does (os(iOS), canImport(UIKit), DEBUG true; os(macOS), canImport(AppKit), targetEnvironment(...)
false) and counts, per repository:

  type         every name matching PREFIX_RE (below) that is not after `.` and is not declared by
               the repository itself (class/struct/enum/protocol/typealias/func/var/let/case, in any
               of its counted-folder .swift files)
  nested-type  `T.Nested` (T a prefixed type, Nested capitalised), to any depth: `UIView.ContentMode`
  static       `T.member` / `T.Nested.member` spelled out: static members, enum cases,
               notification names (`UIApplication.willEnterForegroundNotification`)
  member       `.member` used on an expression whose type the regexes can attribute:
                 R1 singleton: `T.shared|current|main|general|default|standard|sharedInstance[()]`
                    `.m`; and `UIColor|UIFont|UIImage.staticMember[(…)].m` (those return Self)
                 R2 initializer: `T(…).m`, `T.init(…).m` (not after a C function name such as
                    UIGraphicsGetCurrentContext(): a verb Get/Create/Make/Begin/… in the name)
                 R3 typed name in the same file: `let|var x: T`, a parameter `x: T`,
                    `let|var x = T(…)`, `let|var x = … as?/as! T` -> `x.m`, `self.x.m`, `x?.m`, `x!.m`
                    (a name given two different types in one file is dropped)
                 R4 subclass body: in `class C: T { … }` (T prefixed) and in `extension C` of such
                    a C: `override func|var m`, `super.m`, `self.m` and a bare `m.`/`m(`/`m =` at
                    the start of a statement, when the repository declares no `m` itself
                 R5 chains: after `T.m` a further `.m2` when `T.m` has a known type (PROP_TYPES,
                    e.g. `view.layer.m2` -> CALayer.m2, `navigationController?.navigationBar.m2`);
                    a known subclass inherits its superclass's entries (KNOWN_SUPER)
               Members are keyed by base name (`UIView.addSubview`), overloads merged.
               `T.m` is dropped when the repository declares `m` in an extension of T or of a
               known superclass of T (an app's own `UIColor.brand`).
  import       `import X` in those files (X any module; a submodule `import A.B` is kept as A.B,
               a kind-qualified `import class UIKit.UIView` counts as UIKit)

Writes a TSV: symbol, kind, repos (how many repositories use it), uses (total matches), sorted by
repos. --examples-out writes one real use per symbol (repo, path, line, code); --repos-out the
repositories read with their commits and file counts; --imports-all-out the modules imported by any
counted-folder .swift file (not only SwiftUI/UIKit ones).

Usage: count_uikit.py [--repos-file FILE --mirror-root DIR] [GIT_DIR ...] --out usage.tsv
         [--examples-out examples.tsv] [--repos-out repos.tsv] [--imports-all-out imports.tsv]
"""
import argparse
import bisect
import collections
import os
import re
import subprocess
import sys
import threading

PREFIXES = ('UI|NS|CA|CG|CI|CF|AV|WK|UN|PH|MK|CL|SK|GK|HK|EK|CN|LA|MF|SF|AS|QL|PK|VN|BG|NW')
PREFIX_RE = re.compile(r'\b(?:' + PREFIXES + r')[A-Z]\w*\b')
IDENT = r'[A-Za-z_][A-Za-z0-9_]*'

EXCLUDED_DIRS = {'Pods', 'Carthage', '.build', 'Vendor', 'Vendors', 'vendor', 'checkouts',
                 'SourcePackages', 'Tests', 'UITests', 'Dependencies', 'ThirdParty', 'Third Party',
                 'third_party', 'External', 'Externals'}
MODULE_NAMES = {'UIKit', 'SwiftUI', 'Foundation', 'CoreGraphics', 'QuartzCore', 'AVFoundation',
                'AVKit', 'WebKit', 'MapKit', 'CoreLocation', 'StoreKit', 'Photos', 'PhotosUI',
                'UserNotifications', 'CoreData', 'CoreImage', 'CoreFoundation', 'AppKit'}
SINGLETONS = {'shared', 'current', 'main', 'general', 'default', 'standard', 'sharedInstance'}
SELF_RETURNING_STATICS = {'UIColor', 'UIFont', 'UIImage'}
# superclasses, so that a subclass inherits PROP_TYPES entries and extension exclusions
KNOWN_SUPER = {
    'UIControl': 'UIView', 'UILabel': 'UIView', 'UIButton': 'UIControl', 'UIScrollView': 'UIView',
    'UITableView': 'UIScrollView', 'UICollectionView': 'UIScrollView', 'UITextView': 'UIScrollView',
    'UITextField': 'UIControl', 'UIImageView': 'UIView', 'UIStackView': 'UIView',
    'UIWindow': 'UIView', 'UITableViewCell': 'UIView', 'UICollectionReusableView': 'UIView',
    'UICollectionViewCell': 'UICollectionReusableView', 'UISwitch': 'UIControl',
    'UISlider': 'UIControl', 'UISegmentedControl': 'UIControl', 'UIDatePicker': 'UIControl',
    'UIPageControl': 'UIControl', 'UIStepper': 'UIControl', 'UIRefreshControl': 'UIControl',
    'UISearchBar': 'UIView', 'UINavigationBar': 'UIView', 'UITabBar': 'UIView',
    'UIToolbar': 'UIView', 'UIVisualEffectView': 'UIView', 'UIProgressView': 'UIView',
    'UIActivityIndicatorView': 'UIView', 'UIPickerView': 'UIView', 'WKWebView': 'UIView',
    'MKMapView': 'UIView', 'UISearchTextField': 'UITextField',
    'UINavigationController': 'UIViewController', 'UITabBarController': 'UIViewController',
    'UITableViewController': 'UIViewController', 'UICollectionViewController': 'UIViewController',
    'UIHostingController': 'UIViewController', 'UIAlertController': 'UIViewController',
    'UIActivityViewController': 'UIViewController', 'UIPageViewController': 'UIViewController',
    'UISplitViewController': 'UIViewController', 'UISearchController': 'UIViewController',
    'UIImagePickerController': 'UINavigationController', 'SFSafariViewController': 'UIViewController',
    'AVPlayerViewController': 'UIViewController', 'UIDocumentPickerViewController': 'UIViewController',
    'UIWindowScene': 'UIScene', 'NSMutableAttributedString': 'NSAttributedString',
    'CAShapeLayer': 'CALayer', 'CAGradientLayer': 'CALayer', 'CATextLayer': 'CALayer',
    'CAEmitterLayer': 'CALayer', 'CAReplicatorLayer': 'CALayer', 'AVPlayerLayer': 'CALayer',
    'UITapGestureRecognizer': 'UIGestureRecognizer', 'UIPanGestureRecognizer': 'UIGestureRecognizer',
    'UILongPressGestureRecognizer': 'UIGestureRecognizer',
    'UIPinchGestureRecognizer': 'UIGestureRecognizer', 'UISwipeGestureRecognizer': 'UIGestureRecognizer',
    'UIMutableApplicationShortcutItem': 'UIApplicationShortcutItem',
    'NSMutableParagraphStyle': 'NSParagraphStyle', 'UIImpactFeedbackGenerator': 'UIFeedbackGenerator',
    'UINotificationFeedbackGenerator': 'UIFeedbackGenerator',
    'UISelectionFeedbackGenerator': 'UIFeedbackGenerator',
    'UNMutableNotificationContent': 'UNNotificationContent',
}
# (type, property) -> the property's type, for chains (R5)
PROP_TYPES = {
    ('UIView', 'layer'): 'CALayer', ('UIView', 'superview'): 'UIView', ('UIView', 'window'): 'UIWindow',
    ('UIView', 'traitCollection'): 'UITraitCollection', ('UIView', 'backgroundColor'): 'UIColor',
    ('UIView', 'tintColor'): 'UIColor',
    ('UIViewController', 'view'): 'UIView',
    ('UIViewController', 'navigationController'): 'UINavigationController',
    ('UIViewController', 'navigationItem'): 'UINavigationItem',
    ('UIViewController', 'tabBarController'): 'UITabBarController',
    ('UIViewController', 'presentedViewController'): 'UIViewController',
    ('UIViewController', 'presentingViewController'): 'UIViewController',
    ('UIViewController', 'parent'): 'UIViewController',
    ('UIViewController', 'traitCollection'): 'UITraitCollection',
    ('UIViewController', 'presentationController'): 'UIPresentationController',
    ('UIViewController', 'sheetPresentationController'): 'UISheetPresentationController',
    ('UINavigationController', 'navigationBar'): 'UINavigationBar',
    ('UINavigationController', 'topViewController'): 'UIViewController',
    ('UINavigationController', 'visibleViewController'): 'UIViewController',
    ('UINavigationController', 'interactivePopGestureRecognizer'): 'UIGestureRecognizer',
    ('UINavigationController', 'toolbar'): 'UIToolbar',
    ('UITabBarController', 'tabBar'): 'UITabBar',
    ('UITabBarController', 'selectedViewController'): 'UIViewController',
    ('UIWindow', 'rootViewController'): 'UIViewController',
    ('UIApplication', 'keyWindow'): 'UIWindow',
    ('UIScrollView', 'panGestureRecognizer'): 'UIPanGestureRecognizer',
    ('UIScrollView', 'refreshControl'): 'UIRefreshControl',
    ('UIButton', 'titleLabel'): 'UILabel', ('UIButton', 'imageView'): 'UIImageView',
    ('UIButton', 'configuration'): 'UIButton.Configuration',
    ('UITableViewCell', 'contentView'): 'UIView', ('UITableViewCell', 'textLabel'): 'UILabel',
    ('UITableViewCell', 'detailTextLabel'): 'UILabel', ('UITableViewCell', 'imageView'): 'UIImageView',
    ('UICollectionViewCell', 'contentView'): 'UIView',
    ('UISearchBar', 'searchTextField'): 'UISearchTextField',
    ('UISearchController', 'searchBar'): 'UISearchBar',
    ('UIImage', 'cgImage'): 'CGImage', ('UIColor', 'cgColor'): 'CGColor',
    ('UIFont', 'fontDescriptor'): 'UIFontDescriptor',
    ('UILabel', 'font'): 'UIFont', ('UITextField', 'font'): 'UIFont', ('UITextView', 'font'): 'UIFont',
    ('UILabel', 'textColor'): 'UIColor',
    ('UITextView', 'textContainer'): 'NSTextContainer', ('UITextView', 'layoutManager'): 'NSLayoutManager',
    ('UITextView', 'textStorage'): 'NSTextStorage',
    ('WKWebView', 'configuration'): 'WKWebViewConfiguration', ('WKWebView', 'scrollView'): 'UIScrollView',
    ('WKWebViewConfiguration', 'userContentController'): 'WKUserContentController',
    ('WKWebViewConfiguration', 'preferences'): 'WKPreferences',
    ('AVPlayer', 'currentItem'): 'AVPlayerItem', ('AVPlayerViewController', 'player'): 'AVPlayer',
    ('AVPlayerLayer', 'player'): 'AVPlayer', ('AVPlayerItem', 'asset'): 'AVAsset',
    ('CLLocationManager', 'location'): 'CLLocation', ('CLLocation', 'coordinate'): 'CLLocationCoordinate2D',
    ('MKMapView', 'region'): 'MKCoordinateRegion', ('MKMapView', 'camera'): 'MKMapCamera',
    ('UNNotificationResponse', 'notification'): 'UNNotification',
    ('UNNotification', 'request'): 'UNNotificationRequest',
    ('UNNotificationRequest', 'content'): 'UNNotificationContent',
    ('UIGestureRecognizer', 'view'): 'UIView',
    ('CALayer', 'superlayer'): 'CALayer', ('CALayer', 'mask'): 'CALayer',
    ('UIWindowScene', 'keyWindow'): 'UIWindow', ('UIWindowScene', 'screen'): 'UIScreen',
    ('UIWindowScene', 'statusBarManager'): 'UIStatusBarManager',
    ('UIWindow', 'windowScene'): 'UIWindowScene',
}
# (type, method) -> what the method returns
METHOD_RETURNS = {
    ('UIColor', 'withAlphaComponent'): 'UIColor', ('UIColor', 'resolvedColor'): 'UIColor',
    ('UIFont', 'withSize'): 'UIFont', ('UIImage', 'withRenderingMode'): 'UIImage',
    ('UIImage', 'withTintColor'): 'UIImage', ('UIImage', 'withConfiguration'): 'UIImage',
    ('UIImage', 'applyingSymbolConfiguration'): 'UIImage', ('UIImage', 'resizableImage'): 'UIImage',
    ('UIImage', 'withAlignmentRectInsets'): 'UIImage', ('UIImage', 'imageFlippedForRightToLeftLayoutDirection'): 'UIImage',
    ('UIFont', 'preferredFont'): 'UIFont', ('UIFont', 'systemFont'): 'UIFont',
    ('UIFont', 'boldSystemFont'): 'UIFont', ('UIFont', 'monospacedDigitSystemFont'): 'UIFont',
    ('UIFont', 'monospacedSystemFont'): 'UIFont', ('UIFontDescriptor', 'withSymbolicTraits'): 'UIFontDescriptor',
    ('UIFontDescriptor', 'withDesign'): 'UIFontDescriptor',
    ('UIFontMetrics', 'default'): 'UIFontMetrics',
}
# members not worth a row (Swift itself, or plain value types that Linux Foundation has)
SKIP_MEMBERS = {'self', 'init', 'Type', 'Protocol', 'dynamicType', 'deinit'}
VALUE_TYPES = {'CGFloat', 'CGRect', 'CGSize', 'CGPoint', 'CGVector', 'NSRange', 'NSObject',
               'NSNumber', 'NSString', 'NSError', 'NSData', 'NSURL', 'NSDate', 'NSArray',
               'NSDictionary', 'NSSet', 'NSValue', 'NSNull', 'NSLock', 'NSRecursiveLock',
               'NSNotification', 'NSIndexPath', 'NSRegularExpression'}
SWIFT_WORDS = {
    'if', 'else', 'guard', 'return', 'let', 'var', 'func', 'for', 'while', 'switch', 'case',
    'default', 'break', 'continue', 'in', 'do', 'try', 'catch', 'throw', 'defer', 'where',
    'repeat', 'self', 'super', 'init', 'print', 'debugPrint', 'assert', 'assertionFailure',
    'precondition', 'preconditionFailure', 'fatalError', 'min', 'max', 'abs', 'zip', 'stride',
    'type', 'swap', 'dump', 'withAnimation', 'await', 'async', 'some', 'any', 'is', 'as', 'nil',
    'true', 'false', 'weak', 'unowned', 'lazy', 'static', 'class', 'struct', 'enum', 'protocol',
    'extension', 'import', 'typealias', 'override', 'private', 'fileprivate', 'public', 'open',
    'internal', 'final', 'mutating', 'inout', 'throws', 'rethrows', 'get', 'set', 'didSet',
    'willSet', 'fallthrough', 'autoreleasepool', 'withExtendedLifetime', 'withUnsafePointer',
    'withUnsafeMutablePointer', 'withUnsafeBytes', 'withTaskGroup', 'withThrowingTaskGroup',
    'withCheckedContinuation', 'withCheckedThrowingContinuation', 'sequence', 'repeatElement',
    'numericCast', 'unsafeBitCast', 'isKnownUniquelyReferenced', 'Task', 'convenience',
    'required', 'optional', 'dynamic', 'nonisolated', 'consume', 'borrowing', 'consuming',
    'then', 'macro', 'actor', 'associatedtype', 'subscript', 'operator', 'precedencegroup',
    'indirect', 'prefix', 'postfix', 'infix', 'willSet', 'each', 'sending'}


def repo_label(git_dir):
    parts = git_dir.rstrip('/').split('/')
    base = parts[-2] if parts[-1] == 'repo' else parts[-1]
    return base.replace('+', '/', 1)


def git(git_dir, *args):
    return subprocess.run(['git', '--git-dir', git_dir] + list(args), capture_output=True)


def excluded(path):
    for part in path.split('/')[:-1]:
        if part in EXCLUDED_DIRS or part.endswith('Tests') or part.endswith('UITests'):
            return True
    return False


def read_blobs(git_dir, specs):
    """Return {spec: text} for each 'HEAD:path' spec, one cat-file process."""
    proc = subprocess.Popen(['git', '--git-dir', git_dir, 'cat-file', '--batch'],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def feed():
        for s in specs:
            proc.stdin.write((s + '\n').encode('utf-8', 'surrogateescape'))
        proc.stdin.close()
    t = threading.Thread(target=feed)
    t.start()
    out = {}
    for s in specs:
        header = proc.stdout.readline().decode('utf-8', 'replace').split()
        if len(header) < 3 or header[-1] == 'missing':
            continue
        size = int(header[2])
        data = proc.stdout.read(size)
        proc.stdout.read(1)
        out[s] = data.decode('utf-8', 'replace')
    t.join()
    proc.wait()
    return out


# ---------------------------------------------------------------- scrubbing and #if

SCRUB_NEXT = re.compile(r'//|/\*|#+"|"')


def _string_end(text, i, hashes):
    """text[i:] starts a string literal (after its hashes); index just past its end."""
    n = len(text)
    multi = text.startswith('"""', i)
    close = ('"""' if multi else '"') + '#' * hashes
    j = i + (3 if multi else 1)
    esc = '\\' + '#' * hashes
    while j < n:
        if text.startswith(close, j):
            return j + len(close)
        if not multi and text[j] == '\n':
            return j          # unterminated: stop at the line end
        if text.startswith(esc, j):
            k = j + len(esc)
            if k < n and text[k] == '(':
                # interpolation: skip to the matching ), stepping over nested strings
                depth, k = 0, k
                while k < n:
                    ch = text[k]
                    if ch == '(':
                        depth += 1
                    elif ch == ')':
                        depth -= 1
                        if depth == 0:
                            break
                    elif ch == '"':
                        k = _string_end(text, k, 0) - 1
                    elif ch == '#' and text.startswith('"', k + 1):
                        h = 1
                        k = _string_end(text, k + 1, h) - 1
                    k += 1
                j = k + 1
                continue
            j = k + 1
            continue
        j += 1
    return n


def scrub(text):
    """Drop comments and string-literal contents (interpolations included), keeping every
    newline so that line numbers hold."""
    out = []
    pos = 0
    n = len(text)
    while True:
        m = SCRUB_NEXT.search(text, pos)
        if not m:
            out.append(text[pos:])
            break
        start = m.start()
        out.append(text[pos:start])
        tok = m.group(0)
        if tok == '//':
            end = text.find('\n', start)
            end = n if end < 0 else end
            out.append(' ')
        elif tok == '/*':
            depth, j = 0, start
            while j < n:
                if text.startswith('/*', j):
                    depth += 1
                    j += 2
                elif text.startswith('*/', j):
                    depth -= 1
                    j += 2
                    if depth == 0:
                        break
                else:
                    j += 1
            end = j
            out.append(' ' + '\n' * text.count('\n', start, end))
        else:
            hashes = len(tok) - 1
            end = _string_end(text, start + hashes, hashes)
            out.append('""' + '\n' * text.count('\n', start, end))
        pos = end
    return ''.join(out)


IF_LINE = re.compile(r'^\s*#(if|elseif|else|endif)\b(.*)$')


def eval_condition(cond):
    """Evaluate a compilation condition as an iOS device build would."""
    c = cond.strip()

    def fn(m):
        name, arg = m.group(1), m.group(2).strip()
        arg0 = arg.split(',')[0].strip()
        if name == 'os':
            return ' True ' if arg0 == 'iOS' else ' False '
        if name == 'canImport':
            return ' False ' if arg0 in ('AppKit', 'WatchKit', 'Cocoa', 'ClockKit') else ' True '
        if name == 'targetEnvironment':
            return ' False '
        if name == 'arch':
            return ' True ' if arg0 == 'arm64' else ' False '
        if name in ('swift', 'compiler'):
            return ' True '
        if name in ('hasFeature', 'hasAttribute'):
            return ' True '
        return ' False '
    c = re.sub(r'\b(os|canImport|targetEnvironment|arch|swift|compiler|hasFeature|hasAttribute)\s*\(([^()]*)\)', fn, c)
    c = c.replace('&&', ' and ').replace('||', ' or ')
    c = re.sub(r'!(?!=)', ' not ', c)

    def ident(m):
        w = m.group(0)
        if w in ('True', 'False', 'and', 'or', 'not'):
            return w
        if w == 'true':
            return 'True'
        if w == 'DEBUG':
            return 'True'
        return 'False'
    c = re.sub(IDENT, ident, c)
    try:
        return bool(eval(c, {'__builtins__': {}}, {}))
    except Exception:
        return True


def apply_ifs(text):
    """Blank the lines of inactive #if branches (and the directive lines)."""
    lines = text.split('\n')
    stack = []  # (parent_active, branch_taken, active)
    active = True
    for i, line in enumerate(lines):
        m = IF_LINE.match(line)
        if m:
            kw, rest = m.group(1), m.group(2)
            if kw == 'if':
                v = eval_condition(rest)
                stack.append([active, v, active and v])
                active = active and v
            elif kw == 'elseif' and stack:
                parent, taken, _ = stack[-1]
                v = (not taken) and eval_condition(rest)
                stack[-1] = [parent, taken or v, parent and v]
                active = parent and v
            elif kw == 'else' and stack:
                parent, taken, _ = stack[-1]
                stack[-1] = [parent, True, parent and not taken]
                active = parent and not taken
            elif kw == 'endif' and stack:
                parent = stack.pop()[0]
                active = parent
            lines[i] = ''
        elif not active:
            lines[i] = ''
    return '\n'.join(lines)


IMPORT_RE = re.compile(r'^[ \t]*(?:@\w+(?:\([^)\n]*\))?\s+)*import[ \t]+(?:(class|struct|enum|protocol|func|typealias|var|let)[ \t]+)?(\w+(?:\.\w+)?)[^\n]*$', re.M)


# ---------------------------------------------------------------- helpers

def match_brace(text, open_idx):
    """Index of the } matching text[open_idx] == '{' (or len(text))."""
    depth = 0
    n = len(text)
    i = open_idx
    while i < n:
        ch = text[i]
        if ch == '{':
            depth += 1
        elif ch == '}':
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return n


def skip_balanced(text, i, open_ch, close_ch, limit=6000):
    """text[i] == open_ch: index just past the matching close_ch, or -1."""
    depth = 0
    end = min(len(text), i + limit)
    j = i
    while j < end:
        ch = text[j]
        if ch == open_ch:
            depth += 1
        elif ch == close_ch:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return -1


def depth1_decls(body):
    """Names declared at the top level of a type or extension body (text between the braces)."""
    names = set()
    depth = 0
    flat = []
    for ch in body:
        if ch == '{':
            depth += 1
            flat.append(' ')
        elif ch == '}':
            depth -= 1
            flat.append(' ')
        else:
            flat.append(ch if depth == 0 else ('\n' if ch == '\n' else ' '))
    top = ''.join(flat)
    for m in re.finditer(r'\b(?:func|var|let|case|class|struct|enum|typealias|actor|protocol)\s+(' + IDENT + r')', top):
        names.add(m.group(1))
    for m in re.finditer(r'\bcase\s+([^\n]*)', top):
        for part in m.group(1).split(','):
            mm = re.match(r'\s*(' + IDENT + r')', part)
            if mm:
                names.add(mm.group(1))
    return names


DECL_NAME_RE = re.compile(r'\b(?:class|struct|enum|protocol|typealias|actor|associatedtype|func|var|let|case)\s+(' + IDENT + r')')
FUNC_HEAD_RE = re.compile(r'\b(?:func\s+' + IDENT + r'\s*(?:<[^>(]*>)?|init[?!]?\s*(?:<[^>(]*>)?|subscript)\s*\(')
PARAM_RE = re.compile(r'^\s*(?:' + IDENT + r'\s+)?(' + IDENT + r')\s*:')
CLOSURE_PARAMS_RE = re.compile(r'\{\s*(?:\[[^\]\n]*\]\s*)?\(?((?:' + IDENT + r'\s*(?::[^,()\n]*)?,\s*)*' + IDENT + r')\s*(?::[^,()\n]*)?\)?\s*(?:async\s+)?(?:throws\s+)?(?:->\s*[^\n{}]*?)?\s+in\b')
EXT_RE = re.compile(r'\bextension\s+(' + IDENT + r'(?:\.' + IDENT + r')*)\b[^{\n]*\{')
CLASS_RE = re.compile(r'\bclass\s+(' + IDENT + r')\s*(?:<[^>{]*>)?\s*:\s*(?:' + IDENT + r'\.)?(' + IDENT + r')[^{]*\{')
MORE_WORDS = {'_', 'objc_setAssociatedObject', 'objc_getAssociatedObject', 'dispatchPrecondition',
              'os_log', 'arc4random', 'arc4random_uniform', 'floor', 'ceil', 'round', 'sqrt', 'pow',
              'sin', 'cos', 'tan', 'atan', 'atan2', 'exp', 'log', 'log10', 'log2', 'fabs', 'fmod',
              'memcpy', 'memset', 'free', 'malloc', 'withVaList', 'hypot', 'trunc', 'signal',
              'exit', 'sleep', 'usleep', 'getenv', 'setenv', 'sysctlbyname', 'uname', 'mach_absolute_time',
              'withUnsafeMutableBytes', 'zip', 'open', 'close', 'read', 'write'}
SWIFT_WORDS |= MORE_WORDS


def supers(t):
    out = [t]
    while t in KNOWN_SUPER:
        t = KNOWN_SUPER[t]
        out.append(t)
    return out


def prop_type(t, m):
    for s in supers(t):
        if (s, m) in PROP_TYPES:
            return PROP_TYPES[(s, m)]
    return None


def method_return(t, m):
    for s in supers(t):
        if (s, m) in METHOD_RETURNS:
            return METHOD_RETURNS[(s, m)]
    return None


def is_prefixed(name):
    return (bool(PREFIX_RE.fullmatch(name)) and not re.fullmatch(r'[A-Z0-9_]+', name)
            and name not in MODULE_NAMES)


def split_top(s):
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in '([{<':
            depth += 1
        elif ch in ')]}>':
            depth -= 1
        if ch == ',' and depth == 0:
            parts.append(''.join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append(''.join(cur))
    return parts


def local_names(text):
    """Every name a stretch of code declares: let/var/func/case/type names, function and
    initializer parameters, closure parameters."""
    names = set(DECL_NAME_RE.findall(text))
    for m in re.finditer(r'\bcase\s+(?:let\s+|var\s+)?([^\n:]*)', text):
        for part in m.group(1).split(','):
            mm = re.match(r'\s*(?:\.)?(' + IDENT + r')', part)
            if mm:
                names.add(mm.group(1))
    for m in re.finditer(r'\b(?:let|var)\s*\(([^()]*)\)', text):   # let (a, b) = ...
        names.update(re.findall(IDENT, m.group(1)))
    for m in re.finditer(r'\b(?:let|var)\s+(' + IDENT + r')', text):   # if let x, guard let x
        names.add(m.group(1))
    for m in FUNC_HEAD_RE.finditer(text):
        end = skip_balanced(text, m.end() - 1, '(', ')')
        if end < 0:
            continue
        for part in split_top(text[m.end():end - 1]):
            pm = PARAM_RE.match(part)
            if pm:
                names.add(pm.group(1))
    for m in CLOSURE_PARAMS_RE.finditer(text):
        for p in m.group(1).split(','):
            pm = re.match(r'\s*(' + IDENT + r')', p)
            if pm:
                names.add(pm.group(1))
    return names


class RepoScan:
    def __init__(self, label):
        self.label = label
        self.counts = collections.Counter()        # (symbol, kind) -> uses
        self.examples = {}                          # (symbol, kind) -> (path, line)
        self.declared = set()                      # every name the repo declares with a keyword
        self.ext_members = collections.defaultdict(set)   # T -> names declared in `extension T`
        self.subclass_of = {}                       # app class -> prefixed superclass
        self.toplevel = set()                       # names declared at the top level of a file
        self.imports = set()

    def add(self, sym, kind, path, line):
        key = (sym, kind)
        self.counts[key] += 1
        if key not in self.examples:
            self.examples[key] = (path, line)

    def excluded_member(self, typ, name):
        return any(name in self.ext_members.get(s, ()) for s in supers(typ))


def newline_offsets(text):
    return [i for i, ch in enumerate(text) if ch == '\n']


def line_of(text, idx, nl):
    return bisect.bisect_right(nl, idx - 1) + 1


CHAIN_STEP = re.compile(r'\s*[?!]?\s*\.\s*(' + IDENT + r')')


def follow_chain(text, pos, typ, scan, path, nl):
    """From text[pos:] (just after an expression of type typ), record `.m` members and follow
    known property/return types (R5)."""
    for _ in range(6):
        m = CHAIN_STEP.match(text, pos)
        if not m:
            return
        name = m.group(1)
        if name in SKIP_MEMBERS or name[0].isupper():
            return
        if typ not in VALUE_TYPES and is_prefixed(typ.split('.')[0]) and not scan.excluded_member(typ, name):
            scan.add(f'{typ}.{name}', 'member', path, line_of(text, m.start(1), nl))
        pos = m.end()
        k = pos
        while k < len(text) and text[k] in ' \t':
            k += 1
        if k < len(text) and text[k] == '(':
            end = skip_balanced(text, k, '(', ')')
            if end < 0:
                return
            pos = end
            nxt = method_return(typ, name)
        else:
            nxt = prop_type(typ, name)
        if nxt is None:
            return
        typ = nxt


# ---------------------------------------------------------------- per-file passes

def top_level_text(text):
    out, depth = [], 0
    for ch in text:
        if ch == '{':
            depth += 1
            out.append(' ')
        elif ch == '}':
            depth -= 1
            out.append(' ')
        else:
            out.append(ch if depth <= 0 else ('\n' if ch == '\n' else ' '))
    return ''.join(out)


def declarations(text, scan):
    scan.declared.update(DECL_NAME_RE.findall(text))
    scan.toplevel.update(DECL_NAME_RE.findall(top_level_text(text)))
    for m in EXT_RE.finditer(text):
        t = m.group(1)
        ob = m.end() - 1
        cb = match_brace(text, ob)
        scan.ext_members[t].update(depth1_decls(text[ob + 1:cb]))
    for m in CLASS_RE.finditer(text):
        if is_prefixed(m.group(2)) and not is_prefixed(m.group(1)):
            scan.subclass_of[m.group(1)] = m.group(2)
    for m in re.finditer(r'\b(?:class|struct|enum|actor)\s+(' + IDENT + r')[^{\n]*\{', text):
        ob = m.end() - 1
        cb = match_brace(text, ob)
        scan.ext_members[m.group(1)].update(depth1_decls(text[ob + 1:cb]))


MODULE_QUAL = r'(?:(?:' + '|'.join(sorted(MODULE_NAMES)) + r')\.)?'
TYPE_USE = re.compile(r'(?<![\w.@])' + MODULE_QUAL + r'((?:' + PREFIXES + r')[A-Z]\w*)\b')
# C functions (UIGraphicsGetCurrentContext(), CGColorSpaceCreateDeviceRGB()): no R2 chain after them
C_FUNCTION = re.compile(r'^(?:' + PREFIXES + r')[A-Za-z]*?(?:Get|Create|Make|Copy|Begin|End|Push|Pop|Write|Is|Post|Convert|Equal|Contains|Intersects|Apply|Draw|Fill|Stroke|Add|Set|Release|Retain)[A-Z]|Make$')
STATIC_STEP = re.compile(r'\s*\.\s*(' + IDENT + r')')
TYPED_DECL = re.compile(r'\b(?:let|var)\s+(' + IDENT + r')\s*:\s*' + MODULE_QUAL + r'((?:' + PREFIXES + r')[A-Z]\w*)\b(?!\s*[.<])')
TYPED_PARAM = re.compile(r'[(,]\s*(?:' + IDENT + r'\s+)?(' + IDENT + r')\s*:\s*(?:inout\s+|@escaping\s+)?' + MODULE_QUAL + r'((?:' + PREFIXES + r')[A-Z]\w*)\s*[?!]?\s*(?=[,)=])')
INIT_DECL = re.compile(r'\b(?:let|var)\s+(' + IDENT + r')\s*=\s*' + MODULE_QUAL + r'((?:' + PREFIXES + r')[A-Z]\w*)\s*(?:\.init\s*)?\(')
CAST_DECL = re.compile(r'\b(?:let|var)\s+(' + IDENT + r')\s*=\s*[^\n]*?\bas[?!]\s*' + MODULE_QUAL + r'((?:' + PREFIXES + r')[A-Z]\w*)\b(?!\s*[.<])')
ANY_ANNOT = re.compile(r'(?:\b(?:let|var)\s+|[(,]\s*(?:' + IDENT + r'\s+)?)(' + IDENT + r')\s*:\s*(?:inout\s+|@escaping\s+|@MainActor\s+)?' + MODULE_QUAL + r'([A-Z]\w*)\b(?![ \t]*[.(])')
OVERRIDE_RE = re.compile(r'\boverride\s+(?:(?:public|open|internal|private|fileprivate|final|class|static|@\w+)\s+)*(?:func|var)\s+(' + IDENT + r')')
SUPER_RE = re.compile(r'\bsuper\s*\.\s*(' + IDENT + r')')
SELF_RE = re.compile(r'(?<![\w.])self\s*\.\s*(' + IDENT + r')')
BARE_RE = re.compile(r'(?:^|[;{}])[ \t]*(' + IDENT + r')(?=[ \t]*(?:[?!]?[ \t]*\.[ \t]*' + IDENT + r'|\(|=(?!=)))', re.M)


def scan_file(path, text, scan):
    nl = newline_offsets(text)
    # (a) types, (b) static members and nested types; R1/R2 chains after statics and inits
    for m in TYPE_USE.finditer(text):
        t = m.group(1)
        if not is_prefixed(t) or t in scan.declared:
            continue
        ln = line_of(text, m.start(1), nl)
        scan.add(t, 'type', path, ln)
        pos = m.end()
        full = t
        chained = False
        while True:
            sm = STATIC_STEP.match(text, pos)
            if not sm:
                break
            name = sm.group(1)
            npos = sm.end()
            if name == 'init':
                k = npos
                if text[k:k + 1] == '(' and full == t:
                    end = skip_balanced(text, k, '(', ')')
                    if end > 0:
                        follow_chain(text, end, t, scan, path, nl)
                chained = True
                break
            if name in SKIP_MEMBERS or scan.excluded_member(full, name):
                chained = True
                break
            if name[0].isupper():
                full = full + '.' + name
                scan.add(full, 'nested-type', path, ln)
                pos = npos
                continue
            scan.add(full + '.' + name, 'static', path, ln)
            chained = True
            if full == t:
                k = npos
                while k < len(text) and text[k] in ' \t':
                    k += 1
                if k < len(text) and text[k] == '(':
                    end = skip_balanced(text, k, '(', ')')
                    if end < 0:
                        break
                    nxt = t if name in SINGLETONS else method_return(t, name)
                    after = end
                else:
                    nxt = t if (name in SINGLETONS or t in SELF_RETURNING_STATICS) else prop_type(t, name)
                    after = npos
                if nxt:
                    follow_chain(text, after, nxt, scan, path, nl)
            break
        if not chained and full == t and not C_FUNCTION.search(t):
            k = m.end()
            if k < len(text) and text[k] == '(':
                end = skip_balanced(text, k, '(', ')')
                if end > 0:
                    follow_chain(text, end, t, scan, path, nl)

    # (c) R3: names given a prefixed type in this file
    types = collections.defaultdict(set)
    for rx in (TYPED_DECL, TYPED_PARAM, INIT_DECL, CAST_DECL):
        for m in rx.finditer(text):
            if is_prefixed(m.group(2)) and m.group(2) not in scan.declared and not C_FUNCTION.search(m.group(2)):
                types[m.group(1)].add(m.group(2))
    # a name annotated elsewhere in the file with another type (Binding<…>, String, an app type)
    for m in ANY_ANNOT.finditer(text):
        if m.group(1) in types and m.group(2) not in types[m.group(1)]:
            types[m.group(1)].add(m.group(2))
    typed = {n: next(iter(ts)) for n, ts in types.items() if len(ts) == 1 and n not in SWIFT_WORDS}
    if typed:
        rx = re.compile(r'(?<![\w.])(?:self\s*\.\s*)?(' + '|'.join(map(re.escape, sorted(typed, key=len, reverse=True))) + r')\b(?=[ \t]*[?!]?[ \t\n]*\.)')
        for m in rx.finditer(text):
            follow_chain(text, m.end(), typed[m.group(1)], scan, path, nl)

    # (c) R4: bodies of `class C: T` (T prefixed) and of `extension C` for such a C
    for m in CLASS_RE.finditer(text):
        sup = m.group(2)
        if not is_prefixed(sup) or is_prefixed(m.group(1)) or sup in VALUE_TYPES:
            continue
        subclass_body(text, m.end() - 1, m.group(1), sup, scan, path, nl)
    for m in EXT_RE.finditer(text):
        c = m.group(1)
        if c in scan.subclass_of and scan.subclass_of[c] not in VALUE_TYPES:
            subclass_body(text, m.end() - 1, c, scan.subclass_of[c], scan, path, nl)


def subclass_body(text, ob, cls, sup, scan, path, nl):
    cb = match_brace(text, ob)
    start = ob + 1
    body = text[start:cb]
    own = local_names(body) | scan.ext_members.get(cls, set()) | scan.toplevel
    for m in OVERRIDE_RE.finditer(body):
        name = m.group(1)
        if name not in SKIP_MEMBERS:
            scan.add(f'{sup}.{name}', 'member', path, line_of(text, start + m.start(1), nl))
    for m in SUPER_RE.finditer(body):
        if m.group(1) not in SKIP_MEMBERS:
            follow_chain(text, start + m.start() + len('super'), sup, scan, path, nl)
    for m in SELF_RE.finditer(body):
        if m.group(1) in own or m.group(1) in SKIP_MEMBERS:
            continue
        follow_chain(text, start + m.start() + len('self'), sup, scan, path, nl)
    for m in BARE_RE.finditer(body):
        name = m.group(1)
        if name in own or name in SWIFT_WORDS or name[0].isupper() or name.startswith('$'):
            continue
        if not scan.excluded_member(sup, name):
            scan.add(f'{sup}.{name}', 'member', path, line_of(text, start + m.start(1), nl))
        t2 = prop_type(sup, name)
        if t2:
            follow_chain(text, start + m.end(1), t2, scan, path, nl)


# ---------------------------------------------------------------- driver

def process_repo(git_dir):
    label = repo_label(git_dir)
    head = git(git_dir, 'rev-parse', 'HEAD').stdout.decode().strip()
    ls = git(git_dir, 'ls-tree', '-r', '-z', '--name-only', 'HEAD').stdout.decode('utf-8', 'surrogateescape')
    paths = [p for p in ls.split('\0') if p.endswith('.swift') and not excluded(p)]
    blobs = read_blobs(git_dir, ['HEAD:' + p for p in paths])
    scan = RepoScan(label)
    imports_all = set()
    files = []
    for p in paths:
        raw = blobs.get('HEAD:' + p)
        if raw is None:
            continue
        text = apply_ifs(scrub(raw))
        mods = {name.split('.')[0] if kind else name for kind, name in IMPORT_RE.findall(text)}
        imports_all |= mods
        bases = {x.split('.')[0] for x in mods}
        text = IMPORT_RE.sub(lambda m: '', text)
        # the repository's own declarations come from every counted-folder file (an app type
        # declared in a Foundation-only file is still the app's)
        declarations(text, scan)
        if 'SwiftUI' not in bases and 'UIKit' not in bases:
            continue
        scan.imports |= mods
        files.append((p, raw, text))
    for p, raw, text in files:
        scan_file(p, text, scan)
    for mod in scan.imports:
        scan.counts[(f'import {mod}', 'import')] += 1
        scan.examples.setdefault((f'import {mod}', 'import'), (None, None))
    # resolve example lines to code
    raws = {p: raw for p, raw, _ in files}
    ex = {}
    for key, (p, ln) in scan.examples.items():
        if p is None:
            ex[key] = ('', 0, '')
            continue
        lines = raws[p].split('\n')
        code = lines[ln - 1].strip() if 0 < ln <= len(lines) else ''
        ex[key] = (p, ln, code[:200])
    return label, head, len(files), scan.counts, ex, imports_all


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('git_dirs', nargs='*')
    ap.add_argument('--repos-file', help='owner/name per line')
    ap.add_argument('--mirror-root', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--examples-out')
    ap.add_argument('--repos-out')
    ap.add_argument('--imports-all-out')
    a = ap.parse_args()
    dirs = list(a.git_dirs)
    if a.repos_file:
        for line in open(a.repos_file):
            r = line.strip()
            if not r or r.startswith('#'):
                continue
            d = os.path.join(a.mirror_root, r.replace('/', '+', 1), 'repo')
            if os.path.isdir(d):
                dirs.append(d)
            else:
                print(f'count_uikit: no mirror for {r}', file=sys.stderr)
    repos_with = collections.defaultdict(set)
    uses = collections.Counter()
    examples = {}
    repo_rows = []
    imports_all = collections.defaultdict(set)
    for d in sorted(dirs, key=lambda d: repo_label(d).lower()):
        label, head, nfiles, counts, ex, imp_all = process_repo(d)
        repo_rows.append((label, head, nfiles))
        print(f'{label}\t{nfiles} files\t{len(counts)} symbols', file=sys.stderr)
        if nfiles == 0:
            continue
        for key, n in counts.items():
            repos_with[key].add(label)
            uses[key] += n
            if key not in examples or (examples[key][1] == '' and ex[key][0]):
                examples[key] = (label,) + ex[key]
        for mod in imp_all:
            imports_all[mod].add(label)
    rows = sorted(repos_with, key=lambda k: (-len(repos_with[k]), -uses[k], k))
    with open(a.out, 'w') as o:
        o.write('symbol\tkind\trepos\tuses\n')
        for k in rows:
            o.write(f'{k[0]}\t{k[1]}\t{len(repos_with[k])}\t{uses[k]}\n')
    if a.examples_out:
        with open(a.examples_out, 'w') as o:
            o.write('symbol\tkind\trepo\tpath\tline\tcode\n')
            for k in rows:
                r, p, ln, code = examples[k]
                o.write(f'{k[0]}\t{k[1]}\t{r}\t{p}\t{ln}\t{code}\n'.replace('\r', ''))
    if a.repos_out:
        with open(a.repos_out, 'w') as o:
            o.write('repo\tcommit\tswiftui_or_uikit_files\n')
            for r in repo_rows:
                o.write('\t'.join(map(str, r)) + '\n')
    if a.imports_all_out:
        with open(a.imports_all_out, 'w') as o:
            o.write('module\trepos (any counted-folder .swift file)\n')
            for mod in sorted(imports_all, key=lambda m: (-len(imports_all[m]), m)):
                o.write(f'{mod}\t{len(imports_all[mod])}\n')


if __name__ == '__main__':
    main()
