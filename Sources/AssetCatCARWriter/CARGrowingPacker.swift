/// The rectangle packer of Apple's atlases: a binary tree that starts at the first block's size
/// and grows right or down, whichever keeps the sheet nearer a square, when a block fits in no
/// free node (each placed block splits its node into the space to its right and the space
/// below it). Blocks come largest first. Positions are from the sheet's origin, which in a car
/// is its bottom left (Core Graphics' coordinates), as every link frame of Apple's cars reads.
struct CARGrowingPacker {
  struct Node {
    var x, y, width, height: Int
    var used = false
    var right: Int?
    var down: Int?
  }

  private(set) var nodes: [Node] = []
  private var root = 0

  /// The sheet's size so far.
  var width: Int { nodes.isEmpty ? 0 : nodes[root].width }
  var height: Int { nodes.isEmpty ? 0 : nodes[root].height }

  /// Where a `width` × `height` block goes, the sheet grown for it when no free node holds it.
  mutating func place(width w: Int, height h: Int) -> (x: Int, y: Int) {
    if nodes.isEmpty { nodes.append(Node(x: 0, y: 0, width: w, height: h)) }
    if let n = find(root, w, h) { return split(n, w, h) }
    return grow(w, h)
  }

  private func find(_ i: Int, _ w: Int, _ h: Int) -> Int? {
    let n = nodes[i]
    if n.used { return n.right.flatMap { find($0, w, h) } ?? n.down.flatMap { find($0, w, h) } }
    return w <= n.width && h <= n.height ? i : nil
  }

  private mutating func split(_ i: Int, _ w: Int, _ h: Int) -> (x: Int, y: Int) {
    let n = nodes[i]
    nodes.append(Node(x: n.x, y: n.y + h, width: n.width, height: n.height - h))
    nodes.append(Node(x: n.x + w, y: n.y, width: n.width - w, height: h))
    nodes[i].used = true
    nodes[i].down = nodes.count - 2
    nodes[i].right = nodes.count - 1
    return (n.x, n.y)
  }

  private mutating func grow(_ w: Int, _ h: Int) -> (x: Int, y: Int) {
    let r = nodes[root]
    let canGrowDown = w <= r.width, canGrowRight = h <= r.height
    let shouldGrowRight = canGrowRight && r.height >= r.width + w
    let shouldGrowDown = canGrowDown && r.width >= r.height + h
    let right = shouldGrowRight || (!shouldGrowDown && canGrowRight) || !canGrowDown
    let old = root
    if right {
      nodes.append(Node(x: r.width, y: 0, width: w, height: max(r.height, h)))
      nodes.append(Node(x: 0, y: 0, width: r.width + w, height: max(r.height, h), used: true, down: old))
      nodes[nodes.count - 1].right = nodes.count - 2
    } else {
      nodes.append(Node(x: 0, y: r.height, width: max(r.width, w), height: h))
      nodes.append(Node(x: 0, y: 0, width: max(r.width, w), height: r.height + h, used: true, right: old))
      nodes[nodes.count - 1].down = nodes.count - 2
    }
    root = nodes.count - 1
    // The new strip holds the block (a block larger than both sides widens it to fit).
    return split(find(root, w, h)!, w, h)
  }
}
